import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const invoices = [
  { id: 'INV-0412', client: 'Marlow & Finch', issued: new Date(2025, 0, 8), amount: 4200, status: 'Paid' },
  { id: 'INV-0413', client: 'Greyhound Media', issued: new Date(2025, 0, 15), amount: 980, status: 'Overdue' },
  { id: 'INV-0414', client: 'Tidewater Hotels', issued: new Date(2025, 1, 2), amount: 12650, status: 'Paid' },
  { id: 'INV-0415', client: 'Copperleaf Dental', issued: new Date(2025, 1, 11), amount: 1540, status: 'Due' },
  { id: 'INV-0416', client: 'Marlow & Finch', issued: new Date(2025, 1, 20), amount: 3100, status: 'Due' },
  { id: 'INV-0417', client: 'Saltmarsh Farms', issued: new Date(2025, 2, 3), amount: 760, status: 'Overdue' },
  { id: 'INV-0418', client: 'Greyhound Media', issued: new Date(2025, 2, 14), amount: 2240, status: 'Due' },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  { field: 'issued', headerName: 'Issued', type: 'date', width: 150 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 140 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: ['Paid', 'Due', 'Overdue'], width: 150 },
];

export default function InvoiceHeaderFilters() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        label="Invoices"
        rows={invoices}
        columns={columns}
        headerFilters
        initialState={{
          filter: { filterModel: { items: [{ id: 1, field: 'amount', operator: '>', value: 1000 }] } },
        }}
      />
    </div>
  );
}
