import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';

const airports = ['AMS', 'CDG', 'FRA', 'LHR', 'MAD', 'FCO'];
const rows = Array.from({ length: 14 }, (_, index) => ({
  id: index + 1,
  flight: `MX${410 + index * 7}`,
  from: airports[index % airports.length],
  to: airports[(index + 2) % airports.length],
  gate: `B${(index * 3) % 20 + 1}`,
  internalCode: `OPS-${1000 + index}`,
}));

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'from', headerName: 'From', width: 90 },
  { field: 'to', headerName: 'To', width: 90 },
  { field: 'gate', headerName: 'Gate', width: 90 },
  // v5: { field: 'internalCode', hide: true }
  { field: 'internalCode', headerName: 'Internal code', width: 140 },
];

export default function FlightsPaginationModel() {
  // v5: page + onPageChange, pageSize + onPageSizeChange
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 5,
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          // v5: rowsPerPageOptions
          pageSizeOptions={[5, 10]}
          initialState={{ columns: { columnVisibilityModel: { internalCode: false } } }}
        />
      </div>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        paginationModel: page {paginationModel.page}, pageSize {paginationModel.pageSize}
      </Typography>
    </Stack>
  );
}
