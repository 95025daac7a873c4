import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Ticket = { id: number; subject: string; customer: string; waiting: number };

function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const subjects = ['Refund not received', 'Cannot reset password', 'Invoice address wrong', 'Parcel damaged', 'App crashes on login'];
const customers = ['Ines Moreau', 'Kwame Mensah', 'Sofia Lind', 'Dev Patel', 'Hana Kobayashi', 'Luca Bianchi'];

const initialTickets: Ticket[] = [
  { id: 1, subject: 'Parcel damaged', customer: 'Ines Moreau', waiting: 14 },
  { id: 2, subject: 'Cannot reset password', customer: 'Dev Patel', waiting: 9 },
  { id: 3, subject: 'Invoice address wrong', customer: 'Sofia Lind', waiting: 3 },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: '#', width: 70 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 180 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'waiting', headerName: 'Waiting (min)', type: 'number', width: 130 },
];

export default function ControlledRows() {
  const [tickets, setTickets] = React.useState<Ticket[]>(initialTickets);
  const [running, setRunning] = React.useState(true);
  const random = React.useRef(createRandom(11));
  const nextId = React.useRef(4);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const timer = setInterval(() => {
      const next = random.current;
      setTickets((current) => {
        // Every row ages by one simulated minute; sometimes a new ticket arrives, sometimes one is closed.
        let updated = current.map((ticket) => ({ ...ticket, waiting: ticket.waiting + 1 }));
        if (next() < 0.4) {
          updated = [...updated, {
            id: nextId.current++,
            subject: subjects[Math.floor(next() * subjects.length)],
            customer: customers[Math.floor(next() * customers.length)],
            waiting: 0,
          }];
        }
        if (updated.length > 6 && next() < 0.5) {
          const oldest = updated.reduce((a, b) => (a.waiting >= b.waiting ? a : b));
          updated = updated.filter((ticket) => ticket !== oldest);
        }
        return updated;
      });
    }, 1500);
    return () => clearInterval(timer);
  }, [running]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Button variant="outlined" size="small" onClick={() => setRunning((value) => !value)}>
          {running ? 'Pause queue' : 'Resume queue'}
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {tickets.length} open tickets
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          label="Support queue"
          rows={tickets}
          columns={columns}
          density="compact"
          initialState={{ sorting: { sortModel: [{ field: 'waiting', sort: 'desc' }] } }}
        />
      </Box>
    </Box>
  );
}
