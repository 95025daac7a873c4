import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  requester: string;
  priority: 'High' | 'Normal' | 'Low';
}

const rows: Ticket[] = [
  { id: 5012, subject: 'Cannot export invoices to PDF', requester: 'Hana Ito', priority: 'High' },
  { id: 5013, subject: 'Change billing address', requester: 'Omar Said', priority: 'Low' },
  { id: 5014, subject: 'SSO login loops back to sign-in', requester: 'Greta Lind', priority: 'High' },
  { id: 5015, subject: 'Add a seat to the team plan', requester: 'Diego Ruiz', priority: 'Normal' },
  { id: 5016, subject: 'Webhook retries twice', requester: 'Ava Brooks', priority: 'Normal' },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'requester', headerName: 'Requester', width: 140 },
  {
    field: 'priority',
    headerName: 'Priority',
    width: 110,
    cellClassName: (params) => `priority-${String(params.value).toLowerCase()}`,
  },
];

// v4 used makeStyles from @material-ui/core; v5 styles the grid with sx (or styled).
export default function TicketsStyledWithSx() {
  return (
    <Box
      sx={{
        height: 330,
        width: '100%',
        [`& .${gridClasses.columnHeader}`]: { fontWeight: 600 },
        '& .priority-high': { color: 'error.main', fontWeight: 600 },
        '& .priority-low': { color: 'text.secondary' },
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
