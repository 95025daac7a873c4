import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

type Pick = { id: number; sku: string; aisle: string; quantity: number };

const aisles = ['A', 'B', 'C', 'D', 'E', 'F'];

const rows: Pick[] = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  sku: `SKU-${(48_210 + index * 37).toString()}`,
  aisle: `${aisles[index % aisles.length]}-${((index * 5) % 12) + 1}`,
  quantity: ((index * 13) % 24) + 1,
}));

const columns: GridColDef<Pick>[] = [
  { field: 'id', headerName: 'Line', type: 'number', width: 80 },
  { field: 'sku', headerName: 'SKU', width: 140 },
  { field: 'aisle', headerName: 'Aisle', width: 100 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

export default function WarehousePickListPro() {
  const [paginated, setPaginated] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={paginated} onChange={(event) => setPaginated(event.target.checked)} />}
        label="pagination"
      />
      <Box sx={{ height: 320 }}>
        <DataGridPro
          label="Pick list"
          rows={rows}
          columns={columns}
          density="compact"
          // Off: one scrolling list of every row. On: pages, here sized to fit the height.
          pagination={paginated}
          autoPageSize
        />
      </Box>
    </Box>
  );
}
