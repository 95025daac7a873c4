import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  requester: string;
  priority: 'Low' | 'Normal' | 'High';
  lastMessage: string;
}

const tickets: Ticket[] = [
  { id: 4812, subject: 'Cannot export invoices to PDF', requester: 'Amira Haddad', priority: 'High', lastMessage: 'The export button spins forever since this morning. Chrome 134 on Windows.' },
  { id: 4813, subject: 'Change billing e-mail', requester: 'Jonas Berg', priority: 'Low', lastMessage: 'Please send future invoices to accounts@bergdesign.example instead.' },
  { id: 4814, subject: 'Two-factor codes not arriving', requester: 'Lucía Ortega', priority: 'High', lastMessage: 'SMS codes stopped arriving after I changed phones. Can you reset 2FA?' },
  { id: 4815, subject: 'Add a seat to our plan', requester: 'Kenji Watanabe', priority: 'Normal', lastMessage: 'We hired a new designer and need one more seat from next Monday.' },
  { id: 4816, subject: 'Dark mode contrast in reports', requester: 'Olivia Park', priority: 'Normal', lastMessage: 'Grey labels on the charts are hard to read in dark mode.' },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: '#', width: 80 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'priority', headerName: 'Priority', width: 100 },
];

const priorityColor = { Low: 'default', Normal: 'info', High: 'error' } as const;

export default function TicketInbox() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([4812]),
  });
  const [selectedId] = selection.ids;
  const ticket = tickets.find((t) => t.id === selectedId);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Box sx={{ flex: '2 1 360px', height: 340, minWidth: 0 }}>
        <DataGrid
          rows={tickets}
          columns={columns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          disableMultipleRowSelection
          hideFooter
          label="Support tickets"
        />
      </Box>
      <Paper
        variant="outlined"
        component="section"
        aria-live="polite"
        aria-label="Ticket preview"
        sx={{ flex: '1 1 240px', p: 2, minHeight: 340 }}
      >
        {ticket ? (
          <React.Fragment>
            <Typography variant="overline" color="text.secondary">
              Ticket #{ticket.id}
            </Typography>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {ticket.subject}
            </Typography>
            <Chip size="small" label={`${ticket.priority} priority`} color={priorityColor[ticket.priority]} />
            <Typography variant="body2" sx={{ mt: 2 }}>
              {ticket.requester} wrote:
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {ticket.lastMessage}
            </Typography>
          </React.Fragment>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Select a ticket to read it here.
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
