import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, ticket: 'SUP-2041', subject: 'Cannot export report', priority: 'High', agent: 'Priya Nair' },
  { id: 2, ticket: 'SUP-2043', subject: 'Invoice address wrong', priority: 'Low', agent: 'Tomás Ruiz' },
  { id: 3, ticket: 'SUP-2047', subject: 'Login loop on Safari', priority: 'High', agent: 'Priya Nair' },
  { id: 4, ticket: 'SUP-2050', subject: 'Refund not received', priority: 'Medium', agent: 'Omar Haddad' },
  { id: 5, ticket: 'SUP-2052', subject: 'Add a second admin', priority: 'Low', agent: 'Lena Fischer' },
  { id: 6, ticket: 'SUP-2055', subject: 'Webhook retries', priority: 'Medium', agent: 'Omar Haddad' },
];

const columns: GridColDef[] = [
  { field: 'ticket', headerName: 'Ticket', width: 110 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 160 },
  { field: 'priority', headerName: 'Priority', width: 100 },
  { field: 'agent', headerName: 'Agent', width: 130 },
];

export default function FillCard() {
  return (
    <Paper variant="outlined" sx={{ height: 380, display: 'flex', flexDirection: 'column', p: 2, gap: 1.5 }}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        Open tickets
      </Typography>
      {/* flex: 1 takes the space left by the title and the footnote; minHeight: 0 lets it shrink. */}
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid label="Open tickets" rows={rows} columns={columns} density="compact" hideFooter />
      </Box>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        Updated every 5 minutes from the help desk.
      </Typography>
    </Paper>
  );
}
