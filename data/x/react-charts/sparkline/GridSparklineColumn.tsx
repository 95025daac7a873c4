import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

type Product = { id: number; name: string; stock: number; weeklySales: number[] };

const rows: Product[] = [
  { id: 1, name: 'Trail shoes', stock: 142, weeklySales: [21, 25, 19, 30, 34, 29, 38, 41] },
  { id: 2, name: 'Rain jacket', stock: 58, weeklySales: [44, 39, 35, 31, 28, 22, 19, 15] },
  { id: 3, name: 'Water bottle', stock: 310, weeklySales: [60, 62, 58, 65, 61, 66, 63, 67] },
  { id: 4, name: 'Headlamp', stock: 77, weeklySales: [8, 12, 9, 15, 22, 18, 26, 31] },
  { id: 5, name: 'Wool socks', stock: 205, weeklySales: [33, 35, 31, 36, 30, 34, 37, 32] },
];

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
  {
    field: 'weeklySales',
    headerName: 'Sales, last 8 weeks',
    width: 180,
    sortable: false,
    // The grid renders cells in the browser only, so the chart can take the column's width.
    renderCell: (params) => (
      <SparkLineChart
        data={params.value ?? []}
        width={params.colDef.computedWidth - 20}
        height={32}
        plotType="bar"
        showTooltip
        showHighlight
        valueFormatter={(value) => `${value} sold`}
      />
    ),
  },
];

export default function GridSparklineColumn() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter disableRowSelectionOnClick />
    </Box>
  );
}
