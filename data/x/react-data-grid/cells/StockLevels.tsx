import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

interface Product {
  id: string;
  name: string;
  price: number;
  onHand: number;
  capacity: number;
}

const products: Product[] = [
  { id: 'LMP-042', name: 'Desk lamp', price: 39, onHand: 84, capacity: 120 },
  { id: 'DSK-007', name: 'Standing desk', price: 549, onHand: 6, capacity: 40 },
  { id: 'CHR-000', name: 'Office chair', price: 229, onHand: 31, capacity: 60 },
  { id: 'ARM-019', name: 'Monitor arm', price: 89, onHand: 0, capacity: 80 },
  { id: 'KBD-113', name: 'Keyboard', price: 69, onHand: 142, capacity: 150 },
  { id: 'MSE-220', name: 'Wireless mouse', price: 24.5, onHand: 18, capacity: 200 },
];

function FillBar({ value, row }: GridRenderCellParams<Product, number>) {
  const percent = Math.round((value ?? 0) * 100);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={percent < 20 ? 'error' : 'primary'}
        aria-label={`Shelf fill for ${row.name}`}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Box component="span" sx={{ width: 36, textAlign: 'right' }}>
        {percent}%
      </Box>
    </Box>
  );
}

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 150 },
  // valueFormatter: the value stays a number (sorting, filtering), only the text changes.
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) =>
      value.toLocaleString('en-US', { style: 'currency', currency: 'USD' }),
  },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 100 },
  // valueGetter: a value computed from the row; renderCell: how it is drawn.
  {
    field: 'fill',
    headerName: 'Shelf fill',
    width: 180,
    display: 'flex',
    valueGetter: (value, row) => row.onHand / row.capacity,
    renderCell: (params) => <FillBar {...params} />,
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    display: 'flex',
    valueGetter: (value, row) => (row.onHand === 0 ? 'Sold out' : row.onHand < 20 ? 'Low' : 'In stock'),
    renderCell: ({ value }) => (
      <Chip
        size="small"
        label={value}
        variant={value === 'In stock' ? 'outlined' : 'filled'}
        color={value === 'Sold out' ? 'error' : value === 'Low' ? 'warning' : 'default'}
      />
    ),
  },
];

export default function StockLevels() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid rows={products} columns={columns} hideFooter />
    </div>
  );
}
