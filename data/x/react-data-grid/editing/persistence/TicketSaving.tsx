import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import Alert, { type AlertProps } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

type Ticket = { id: number; subject: string; assignee: string; priority: 'Low' | 'Normal' | 'Urgent'; revision: number };

const initialTickets: Ticket[] = [
  { id: 3101, subject: 'Cannot reset password', assignee: 'Dana', priority: 'Urgent', revision: 4 },
  { id: 3102, subject: 'Invoice shows wrong VAT rate', assignee: 'Luis', priority: 'Normal', revision: 2 },
  { id: 3103, subject: 'Export to PDF times out', assignee: '', priority: 'Normal', revision: 1 },
  { id: 3104, subject: 'Typo on the pricing page', assignee: 'Dana', priority: 'Low', revision: 7 },
];

// A fake server: it checks the row, bumps its revision and answers after 600 ms.
function saveTicket(ticket: Ticket) {
  return new Promise<Ticket>((resolve, reject) => {
    setTimeout(() => {
      if (ticket.subject.trim().length < 5) {
        reject(new Error(`Ticket ${ticket.id}: the subject needs at least 5 characters.`));
      } else if (ticket.priority === 'Urgent' && !ticket.assignee.trim()) {
        reject(new Error(`Ticket ${ticket.id}: urgent tickets need an assignee.`));
      } else {
        resolve({ ...ticket, subject: ticket.subject.trim(), revision: ticket.revision + 1 });
      }
    }, 600);
  });
}

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200, editable: true },
  { field: 'assignee', headerName: 'Assignee', width: 120, editable: true },
  { field: 'priority', headerName: 'Priority', type: 'singleSelect', valueOptions: ['Low', 'Normal', 'Urgent'], width: 110, editable: true },
  { field: 'revision', headerName: 'Rev.', type: 'number', width: 80 },
];

type Message = Pick<AlertProps, 'severity' | 'children'>;

export default function TicketSaving() {
  const [message, setMessage] = React.useState<Message>({});
  const [open, setOpen] = React.useState(false);
  const notify = (next: Message) => {
    setMessage(next);
    setOpen(true);
  };

  const processRowUpdate = React.useCallback(async (newRow: Ticket, oldRow: Ticket) => {
    // Nothing changed: skip the request.
    if (newRow.subject === oldRow.subject && newRow.assignee === oldRow.assignee && newRow.priority === oldRow.priority) {
      return oldRow;
    }
    const saved = await saveTicket(newRow);
    notify({ severity: 'success', children: `Ticket ${saved.id} saved (revision ${saved.revision}).` });
    return saved;
  }, []);

  const handleError = React.useCallback((error: Error) => {
    notify({ severity: 'error', children: error.message });
  }, []);

  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        label="Support tickets"
        rows={initialTickets}
        columns={columns}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={handleError}
        hideFooter
      />
      <Snackbar
        open={open}
        autoHideDuration={5000}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert variant="filled" onClose={() => setOpen(false)} {...message} />
      </Snackbar>
    </div>
  );
}
