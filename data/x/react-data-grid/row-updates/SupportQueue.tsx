import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import PriorityHighIcon from '@mui/icons-material/PriorityHigh';
import DoneIcon from '@mui/icons-material/Done';
import { DataGrid, type GridColDef, type GridRowId } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  requester: string;
  priority: 'Low' | 'Normal' | 'High';
}

const initialTickets: Ticket[] = [
  { id: 5101, subject: 'Cannot reset password', requester: 'Ines Duarte', priority: 'Normal' },
  { id: 5102, subject: 'Invoice shows wrong VAT', requester: 'Tom Becker', priority: 'High' },
  { id: 5103, subject: 'Export to CSV is empty', requester: 'Mei Lin', priority: 'Low' },
];

const newSubjects = ['Two-factor code not received', 'Webhook retries failing', 'Seat count is off by one'];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'requester', headerName: 'Requester', width: 140 },
  { field: 'priority', headerName: 'Priority', width: 100 },
];

export default function SupportQueue() {
  const [tickets, setTickets] = React.useState<Ticket[]>(initialTickets);
  const [selectedId, setSelectedId] = React.useState<GridRowId | null>(null);
  const nextId = React.useRef(5104);

  const addTicket = () => {
    const id = nextId.current;
    nextId.current += 1;
    const subject = newSubjects[id % newSubjects.length];
    // A new array: the grid sees the change.
    setTickets((prev) => [...prev, { id, subject, requester: 'Web form', priority: 'Normal' }]);
  };

  const escalate = () => {
    // A new array with a new object for the changed row; the others keep their reference.
    setTickets((prev) => prev.map((t) => (t.id === selectedId ? { ...t, priority: 'High' } : t)));
  };

  const close = () => {
    setTickets((prev) => prev.filter((t) => t.id !== selectedId));
    setSelectedId(null);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button startIcon={<AddIcon />} onClick={addTicket}>
          New ticket
        </Button>
        <Button startIcon={<PriorityHighIcon />} onClick={escalate} disabled={selectedId === null}>
          Escalate
        </Button>
        <Button startIcon={<DoneIcon />} onClick={close} disabled={selectedId === null}>
          Close
        </Button>
      </Stack>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          label="Support tickets"
          rows={tickets}
          columns={columns}
          onRowSelectionModelChange={(model) => {
            const [first] = model.ids;
            setSelectedId(model.type === 'include' && first !== undefined ? first : null);
          }}
          hideFooter
        />
      </div>
    </Stack>
  );
}
