import { DataGrid, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';

type Status = 'Paid' | 'Sent' | 'Overdue' | 'Draft';

interface Invoice {
  id: string;
  customer: string;
  due: Date;
  amount: number;
  status: Status;
}

const invoices: Invoice[] = [
  { id: 'INV-2041', customer: 'Northwind Traders', due: new Date(2025, 2, 3), amount: 1290, status: 'Paid' },
  { id: 'INV-2042', customer: 'Contoso', due: new Date(2025, 2, 10), amount: 480, status: 'Overdue' },
  { id: 'INV-2043', customer: 'Fabrikam', due: new Date(2025, 2, 14), amount: 3650, status: 'Sent' },
  { id: 'INV-2044', customer: 'Tailspin Toys', due: new Date(2025, 2, 18), amount: 215, status: 'Draft' },
  { id: 'INV-2045', customer: 'Wide World Importers', due: new Date(2025, 1, 27), amount: 8920, status: 'Overdue' },
  { id: 'INV-2046', customer: 'Adventure Works', due: new Date(2025, 2, 21), amount: 760, status: 'Sent' },
  { id: 'INV-2047', customer: 'Litware', due: new Date(2025, 2, 1), amount: 1999, status: 'Paid' },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  {
    field: 'due',
    headerName: 'Due',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) =>
      value.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
  },
  {
    field: 'amount',
    headerName: 'Amount ($)',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => value.toLocaleString('en-US'),
  },
  { field: 'status', headerName: 'Status', width: 110 },
];

// One class per state: the styles live in `sx`, the rule lives here.
function getRowClassName(params: GridRowClassNameParams<Invoice>) {
  const classes = [`invoice--${params.row.status.toLowerCase()}`];
  if (params.indexRelativeToCurrentPage % 2 === 1) {
    classes.push('row--odd');
  }
  return classes.join(' ');
}

export default function OverdueInvoices() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={columns}
        getRowClassName={getRowClassName}
        initialState={{ sorting: { sortModel: [{ field: 'due', sort: 'asc' }] } }}
        hideFooter
        sx={(theme) => {
          const palette = (theme.vars ?? theme).palette;
          return {
            '& .row--odd': { bgcolor: theme.alpha(palette.text.primary, 0.03) },
            '& .invoice--overdue': {
              bgcolor: theme.alpha(palette.error.main, 0.12),
              '&:hover': { bgcolor: theme.alpha(palette.error.main, 0.2) },
              '& .MuiDataGrid-cell[data-field="status"]': { fontWeight: 700 },
            },
            '& .invoice--paid': { color: palette.text.secondary },
            '& .invoice--draft .MuiDataGrid-cell[data-field="status"]': { fontStyle: 'italic' },
          };
        }}
      />
    </div>
  );
}
