import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Invoice = { id: string; client: string; project: string; issued: Date; amount: number };

const rows: Invoice[] = [
  { id: 'INV-1041', client: 'Northwind Traders', project: 'Warehouse dashboard redesign', issued: new Date(2025, 1, 3), amount: 4200 },
  { id: 'INV-1042', client: 'Blue Harbor Dental', project: 'Booking widget', issued: new Date(2025, 1, 11), amount: 1350 },
  { id: 'INV-1043', client: 'Kestrel Logistics', project: 'Route planner API integration and driver app', issued: new Date(2025, 1, 19), amount: 9800 },
  { id: 'INV-1044', client: 'Alder & Finch', project: 'Brand refresh', issued: new Date(2025, 2, 2), amount: 2600 },
];

const columns: GridColDef<Invoice>[] = [
  // Fixed width: always 110 px.
  { field: 'id', headerName: 'Invoice', width: 110 },
  // Flexible, twice as much of the free space as "client".
  { field: 'project', headerName: 'Project', flex: 2, minWidth: 200 },
  // Flexible, never narrower than 150 px nor wider than 240 px.
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150, maxWidth: 240 },
  { field: 'issued', headerName: 'Issued', type: 'date', width: 120 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120, resizable: false },
];

export default function InvoiceWidths() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
