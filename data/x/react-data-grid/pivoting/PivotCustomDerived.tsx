import {
  DataGridPremium,
  GridSidebarValue,
  type DataGridPremiumProps,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';

type Order = { id: number; orderedAt: Date; drink: string; size: string; cups: number };

const rows: Order[] = [
  { id: 1, orderedAt: new Date(2025, 0, 6, 8, 15), drink: 'Flat white', size: 'Regular', cups: 42 },
  { id: 2, orderedAt: new Date(2025, 0, 11, 10, 40), drink: 'Chai latte', size: 'Large', cups: 18 },
  { id: 3, orderedAt: new Date(2025, 1, 3, 7, 55), drink: 'Flat white', size: 'Large', cups: 37 },
  { id: 4, orderedAt: new Date(2025, 1, 15, 15, 5), drink: 'Iced tea', size: 'Regular', cups: 9 },
  { id: 5, orderedAt: new Date(2025, 2, 8, 9, 20), drink: 'Chai latte', size: 'Regular', cups: 24 },
  { id: 6, orderedAt: new Date(2025, 2, 22, 16, 45), drink: 'Iced tea', size: 'Large', cups: 21 },
  { id: 7, orderedAt: new Date(2025, 3, 2, 8, 5), drink: 'Flat white', size: 'Regular', cups: 45 },
  { id: 8, orderedAt: new Date(2025, 3, 19, 13, 30), drink: 'Iced tea', size: 'Regular', cups: 33 },
];

const columns: GridColDef<Order>[] = [
  { field: 'orderedAt', headerName: 'Ordered', type: 'dateTime', width: 170 },
  { field: 'drink', headerName: 'Drink', width: 120 },
  { field: 'size', headerName: 'Size', width: 100 },
  { field: 'cups', headerName: 'Cups', type: 'number', width: 90 },
];

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Morning before noon, afternoon after: a split the default year/quarter fields can't give.
const getPivotDerivedColumns: DataGridPremiumProps['getPivotDerivedColumns'] = (column) => {
  if (column.field !== 'orderedAt') {
    return undefined;
  }
  return [
    {
      field: 'orderedAt-month',
      headerName: 'Ordered (month)',
      // "01" to "12": sorts in calendar order, while the formatter shows the name.
      valueGetter: (_value, row: Order) => String(row.orderedAt.getMonth() + 1).padStart(2, '0'),
      valueFormatter: (value: string) => monthNames[Number(value) - 1],
    },
    {
      field: 'orderedAt-daypart',
      headerName: 'Ordered (part of day)',
      valueGetter: (_value, row: Order) => (row.orderedAt.getHours() < 12 ? 'Morning' : 'Afternoon'),
    },
  ];
};

const pivotModel: GridPivotModel = {
  rows: [{ field: 'drink' }],
  columns: [{ field: 'orderedAt-month', sort: 'asc' }],
  values: [{ field: 'cups', aggFunc: 'sum' }],
};

export default function PivotCustomDerived() {
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGridPremium
        label="Café orders by drink and month"
        rows={rows}
        columns={columns}
        showToolbar
        getPivotDerivedColumns={getPivotDerivedColumns}
        initialState={{
          pivoting: { enabled: true, model: pivotModel },
          sidebar: { open: true, value: GridSidebarValue.Pivot },
        }}
      />
    </div>
  );
}
