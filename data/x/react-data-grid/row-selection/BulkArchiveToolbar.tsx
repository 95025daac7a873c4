import * as React from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import {
  DataGrid,
  Toolbar,
  gridRowSelectionCountSelector,
  gridRowSelectionIdsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  requester: string;
  status: 'Solved' | 'Open' | 'Pending';
}

const initialTickets: Ticket[] = [
  {
    id: 5120,
    subject: 'Cannot reset password',
    requester: 'Greta V.',
    status: 'Solved',
  },
  {
    id: 5121,
    subject: 'Invoice shows wrong VAT',
    requester: 'Omar S.',
    status: 'Open',
  },
  {
    id: 5122,
    subject: 'Export to PDF is blank',
    requester: 'Lin Z.',
    status: 'Solved',
  },
  {
    id: 5123,
    subject: 'Add a second admin',
    requester: 'Paulo M.',
    status: 'Pending',
  },
  {
    id: 5124,
    subject: 'Two-factor code not received',
    requester: 'Ada K.',
    status: 'Solved',
  },
  {
    id: 5125,
    subject: 'Change billing e-mail',
    requester: 'Tarik B.',
    status: 'Solved',
  },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: '#', width: 80 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'requester', headerName: 'Requester', width: 120 },
  { field: 'status', headerName: 'Status', width: 100 },
];

// The page hands its archive action to the toolbar through a context.
const ArchiveContext = React.createContext<(ids: number[]) => void>(() => {});

function ArchiveToolbar() {
  const onArchive = React.useContext(ArchiveContext);
  const apiRef = useGridApiContext();
  // The toolbar re-renders when the count changes, without state in the parent.
  const count = useGridSelector(apiRef, gridRowSelectionCountSelector);

  const archive = () => {
    const selected = gridRowSelectionIdsSelector(apiRef);
    onArchive([...selected.keys()].map(Number));
  };

  return (
    <Toolbar>
      <Typography variant="body2" sx={{ flex: 1, px: 1 }}>
        {count === 0 ? 'Select tickets to archive' : `${count} selected`}
      </Typography>
      <Button size="small" startIcon={<ArchiveOutlinedIcon />} disabled={count === 0} onClick={archive}>
        Archive ({count})
      </Button>
    </Toolbar>
  );
}

export default function BulkArchiveToolbar() {
  const [tickets, setTickets] = React.useState(initialTickets);

  const archive = React.useCallback((ids: number[]) => {
    setTickets((current) => current.filter((ticket) => !ids.includes(ticket.id)));
  }, []);

  return (
    <ArchiveContext.Provider value={archive}>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          aria-label="Support tickets"
          rows={tickets}
          columns={columns}
          checkboxSelection
          showToolbar
          slots={{ toolbar: ArchiveToolbar }}
          hideFooter
        />
      </div>
    </ArchiveContext.Provider>
  );
}
