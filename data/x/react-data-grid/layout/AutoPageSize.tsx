import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const cities = ['Lyon', 'Porto', 'Gdańsk', 'Leeds', 'Graz', 'Turku', 'Bilbao', 'Ghent'];
const rows = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  order: `SO-${9700 + index}`,
  city: cities[(index * 5) % cities.length],
  parcels: 1 + ((index * 7) % 5),
}));

const columns: GridColDef[] = [
  { field: 'order', headerName: 'Order', width: 120 },
  { field: 'city', headerName: 'Ship to', flex: 1, minWidth: 120 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 100 },
];

export default function AutoPageSize() {
  // The page size is whatever fits in 360px: no vertical scroll bar, ever.
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid label="Shipments" rows={rows} columns={columns} density="compact" autoPageSize />
    </Box>
  );
}
