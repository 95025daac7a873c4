import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

type Person = { id: number; name: string; team: string };
type Ticket = { id: number; subject: string; assignee: Person | null; priority: 'Low' | 'Normal' | 'Urgent'; hours: number };

const sofia: Person = { id: 7, name: 'Sofia Marino', team: 'Billing' };
const ken: Person = { id: 12, name: 'Ken Adeyemi', team: 'Billing' };
const lea: Person = { id: 21, name: 'Léa Dubois', team: 'Platform' };

const rows: Ticket[] = [
  { id: 5012, subject: 'Invoice shows wrong VAT rate', assignee: sofia, priority: 'Urgent', hours: 3.5 },
  { id: 5013, subject: 'Refund not received', assignee: ken, priority: 'Normal', hours: 1 },
  { id: 5014, subject: 'Cannot download receipts', assignee: sofia, priority: 'Normal', hours: 2 },
  { id: 5015, subject: 'API returns 502 at night', assignee: lea, priority: 'Urgent', hours: 6 },
  { id: 5016, subject: 'Webhook retries too often', assignee: lea, priority: 'Low', hours: 1.5 },
  { id: 5017, subject: 'Change billing e-mail', assignee: ken, priority: 'Low', hours: 0.5 },
  { id: 5018, subject: 'SSO login loop', assignee: null, priority: 'Urgent', hours: 0 },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', width: 240 },
  {
    field: 'assignee',
    headerName: 'Assignee',
    width: 170,
    // Group on the name: an object is not a valid group key.
    groupingValueGetter: (value: Person | null) => value?.name ?? 'Unassigned',
    // Cells get the object, group rows get the key (a string): handle both.
    valueFormatter: (value: Person | string | null) =>
      typeof value === 'string' ? value : (value?.name ?? 'Unassigned'),
  },
  {
    field: 'team',
    headerName: 'Team',
    width: 120,
    valueGetter: (_value, row) => row.assignee?.team,
  },
  { field: 'priority', headerName: 'Priority', width: 110 },
  { field: 'hours', headerName: 'Hours spent', type: 'number', width: 120 },
];

export default function TicketsByAssignee() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['team', 'assignee'] } }}
        defaultGroupingExpansionDepth={-1}
      />
    </div>
  );
}
