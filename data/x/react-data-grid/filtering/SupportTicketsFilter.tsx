import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Ticket = {
  id: number;
  subject: string;
  customer: string;
  priority: 'Low' | 'Normal' | 'High' | 'Urgent';
  status: 'Open' | 'Waiting' | 'Closed';
  replies: number;
};

const tickets: Ticket[] = [
  { id: 4012, subject: 'Cannot reset password', customer: 'Northwind Ltd', priority: 'High', status: 'Open', replies: 2 },
  { id: 4013, subject: 'Invoice shows wrong VAT rate', customer: 'Bluebird Cafe', priority: 'Normal', status: 'Waiting', replies: 5 },
  { id: 4014, subject: 'Export to CSV times out', customer: 'Helix Labs', priority: 'Urgent', status: 'Open', replies: 1 },
  { id: 4015, subject: 'Add a second admin account', customer: 'Orchard School', priority: 'Low', status: 'Closed', replies: 3 },
  { id: 4016, subject: 'Webhook retries twice', customer: 'Helix Labs', priority: 'Normal', status: 'Open', replies: 0 },
  { id: 4017, subject: 'Dark mode contrast in reports', customer: 'Pinecrest Bank', priority: 'Low', status: 'Open', replies: 4 },
  { id: 4018, subject: 'SSO login loops back', customer: 'Northwind Ltd', priority: 'Urgent', status: 'Waiting', replies: 7 },
  { id: 4019, subject: 'Refund for duplicate charge', customer: 'Bluebird Cafe', priority: 'High', status: 'Closed', replies: 6 },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', type: 'number', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    valueOptions: ['Low', 'Normal', 'High', 'Urgent'],
    width: 110,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Open', 'Waiting', 'Closed'],
    width: 110,
  },
  { field: 'replies', headerName: 'Replies', type: 'number', width: 90 },
];

export default function SupportTicketsFilter() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        label="Support tickets"
        rows={tickets}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'status', operator: 'is', value: 'Open' }],
            },
          },
        }}
      />
    </div>
  );
}
