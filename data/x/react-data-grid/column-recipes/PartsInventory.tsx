import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Part = { id: number; part: string; onHand: number; reorderPoint: number; leadTimeDays: number };

const rows: Part[] = [
  { id: 1, part: 'M4 hex bolt, 20 mm', onHand: 4200, reorderPoint: 1000, leadTimeDays: 5 },
  { id: 2, part: 'Bearing 608-2RS', onHand: 180, reorderPoint: 250, leadTimeDays: 14 },
  { id: 3, part: 'Aluminium profile 20×20, 1 m', onHand: 0, reorderPoint: 40, leadTimeDays: 21 },
  { id: 4, part: 'Stepper motor NEMA 17', onHand: 62, reorderPoint: 50, leadTimeDays: 30 },
  { id: 5, part: 'Timing belt GT2, 6 mm', onHand: 95, reorderPoint: 30, leadTimeDays: 10 },
];

const stockClass = (row: Part) => {
  if (row.onHand === 0) return 'stock--out';
  if (row.onHand < row.reorderPoint) return 'stock--low';
  if (row.onHand < row.reorderPoint * 1.5) return 'stock--watch';
  return '';
};

const columns: GridColDef<Part>[] = [
  { field: 'part', headerName: 'Part', flex: 1, minWidth: 220 },
  {
    field: 'onHand',
    headerName: 'On hand',
    type: 'number',
    width: 110,
    cellClassName: (params) => stockClass(params.row),
  },
  { field: 'reorderPoint', headerName: 'Reorder point', type: 'number', width: 140 },
  {
    field: 'leadTimeDays',
    headerName: 'Lead time',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : `${value} days`),
  },
];

export default function PartsInventory() {
  return (
    <Box
      sx={(theme) => ({
        height: 360,
        width: '100%',
        '& .stock--out': { bgcolor: 'error.main', color: 'error.contrastText', fontWeight: 700 },
        '& .stock--low': { color: 'error.main', fontWeight: 700 },
        '& .stock--watch': {
          color: 'warning.dark',
          fontWeight: 600,
          ...theme.applyStyles('dark', { color: 'warning.light' }),
        },
      })}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
      />
    </Box>
  );
}
