import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

type Item = { id: number; name: string; stock: number; capacity: number };

const rows: Item[] = [
  { id: 1, name: 'Ergonomic office chair', stock: 38, capacity: 60 },
  { id: 2, name: 'Standing desk, oak', stock: 6, capacity: 40 },
  { id: 3, name: 'Desk lamp, brass', stock: 0, capacity: 80 },
  { id: 4, name: 'Wireless mouse', stock: 14, capacity: 200 },
  { id: 5, name: 'USB-C cable, 2 m', stock: 410, capacity: 500 },
];

type Level = 'In stock' | 'Low stock' | 'Out of stock';
const levelOf = (row: Item): Level =>
  row.stock === 0 ? 'Out of stock' : row.stock / row.capacity <= 0.2 ? 'Low stock' : 'In stock';
const levelColors = { 'In stock': 'success', 'Low stock': 'warning', 'Out of stock': 'error' } as const;

function StockBar({ row }: GridRenderCellParams<Item>) {
  const percent = Math.min(100, Math.round((row.stock / row.capacity) * 100));
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%', width: 1 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={levelColors[levelOf(row)]}
        aria-label={`${row.name}: ${percent}% of capacity`}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ width: 36, textAlign: 'right' }}>{percent}%</Typography>
    </Stack>
  );
}

const columns: GridColDef<Item>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'stock', headerName: 'Units', type: 'number', width: 90 },
  // A computed column: sorting uses the number, the cell shows a bar.
  { field: 'fill', headerName: 'Fill level', type: 'number', width: 180,
    valueGetter: (value, row) => row.stock / row.capacity, renderCell: StockBar },
  { field: 'level', headerName: 'Status', type: 'singleSelect', width: 140,
    valueOptions: Object.keys(levelColors), valueGetter: (value, row) => levelOf(row),
    renderCell: ({ value }: GridRenderCellParams<Item, Level>) =>
      value && <Chip size="small" variant="outlined" label={value} color={levelColors[value]} /> },
];

export default function StockLevels() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid label="Stock levels" rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
