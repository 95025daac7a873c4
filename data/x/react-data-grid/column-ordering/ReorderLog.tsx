import * as React from 'react';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { DataGridPro, type GridColDef, type GridColumnOrderChangeParams } from '@mui/x-data-grid-pro';

type Property = { id: number; address: string; city: string; bedrooms: number; area: number; rent: number };

const rows: Property[] = [
  { id: 1, address: '14 Rua das Flores', city: 'Lisbon', bedrooms: 2, area: 78, rent: 1450 },
  { id: 2, address: '3 Keizersgracht', city: 'Amsterdam', bedrooms: 1, area: 52, rent: 1890 },
  { id: 3, address: '27 Calle de Atocha', city: 'Madrid', bedrooms: 3, area: 104, rent: 1620 },
  { id: 4, address: '8 Vesterbrogade', city: 'Copenhagen', bedrooms: 2, area: 69, rent: 2100 },
];

const columns: GridColDef<Property>[] = [
  // The address column can't be dragged.
  { field: 'address', headerName: 'Address', width: 190, disableReorder: true },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 110 },
  { field: 'area', headerName: 'Area (m²)', type: 'number', width: 110 },
  { field: 'rent', headerName: 'Rent (€)', type: 'number', width: 110 },
];

export default function ReorderLog() {
  const [lastMove, setLastMove] = React.useState('Drag a column header to move it.');

  const handleOrderChange = (params: GridColumnOrderChangeParams) => {
    const name = params.column.headerName ?? params.column.field;
    setLastMove(`Moved "${name}" from position ${params.oldIndex + 1} to ${params.targetIndex + 1}.`);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {lastMove}
      </Typography>
      <div style={{ height: 300, width: '100%' }}>
        <DataGridPro rows={rows} columns={columns} hideFooter onColumnOrderChange={handleOrderChange} />
      </div>
    </Stack>
  );
}
