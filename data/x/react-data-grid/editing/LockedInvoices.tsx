import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

type Invoice = { id: string; client: string; amount: number; dueDate: Date; status: 'Draft' | 'Sent' | 'Paid' };

const rows: Invoice[] = [
  { id: 'INV-1041', client: 'Northwind Traders', amount: 1250, dueDate: new Date(2025, 2, 31), status: 'Paid' },
  { id: 'INV-1042', client: 'Blue Harbor Cafe', amount: 480, dueDate: new Date(2025, 3, 15), status: 'Sent' },
  { id: 'INV-1043', client: 'Atlas Logistics', amount: 3920, dueDate: new Date(2025, 3, 30), status: 'Draft' },
  { id: 'INV-1044', client: 'Greenleaf Studio', amount: 760, dueDate: new Date(2025, 4, 5), status: 'Draft' },
  { id: 'INV-1045', client: 'Keystone Dental', amount: 2100, dueDate: new Date(2025, 2, 20), status: 'Paid' },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160, editable: true },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120, editable: true },
  { field: 'dueDate', headerName: 'Due', type: 'date', width: 130, editable: true },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: ['Draft', 'Sent', 'Paid'], width: 110, editable: true },
];

// Paid invoices are locked. Sent ones may only change status.
function isCellEditable(params: GridCellParams<Invoice>) {
  if (params.row.status === 'Paid') return false;
  if (params.row.status === 'Sent') return params.field === 'status';
  return true;
}

export default function LockedInvoices() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid
        label="Invoices"
        rows={rows}
        columns={columns}
        isCellEditable={isCellEditable}
        hideFooter
        sx={{
          // Tint the cells that can be edited, so users see where they can type.
          '& .MuiDataGrid-cell--editable': { bgcolor: 'action.hover' },
        }}
      />
    </div>
  );
}
