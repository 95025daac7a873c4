import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid-pro';

const regions = ['EMEA', 'APAC', 'AMER'];
// 5,000 deterministic rows; the trend is a short list of numbers per row.
const rows = Array.from({ length: 5000 }, (_, index) => ({
  id: index + 1,
  account: `ACC-${String(index + 1).padStart(5, '0')}`,
  region: regions[index % 3],
  trend: Array.from({ length: 12 }, (_, month) => 20 + ((index * 13 + month * 29) % 60)),
}));

type Row = (typeof rows)[number];

// A light cell: plain elements, no state, no effects, memoised on its value.
const Sparkbars = React.memo(function Sparkbars({ values }: { values: number[] }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: '2px', height: 24 }} role="img"
      aria-label={`Monthly trend from ${values[0]} to ${values[values.length - 1]}`}>
      {values.map((value, index) => (
        <Box key={index} sx={{ width: 5, height: `${value / 80 * 100}%`, bgcolor: 'primary.main', borderRadius: '1px' }} />
      ))}
    </Box>
  );
});

const columns: GridColDef<Row>[] = [
  { field: 'account', headerName: 'Account', width: 130 },
  { field: 'region', headerName: 'Region', width: 100 },
  {
    field: 'trend',
    headerName: 'Last 12 months',
    width: 160,
    sortable: false,
    // Sorting and filtering use a number, not the array.
    valueGetter: (value: number[]) => value[value.length - 1],
    renderCell: ({ row }: GridRenderCellParams<Row>) => <Sparkbars values={row.trend} />,
  },
];

export default function CheapCells() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro label="Accounts" rows={rows} columns={columns} density="compact" />
    </Box>
  );
}
