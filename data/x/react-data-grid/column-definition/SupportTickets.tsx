import * as React from 'react';
import Chip from '@mui/material/Chip';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DoneIcon from '@mui/icons-material/Done';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';

type Ticket = { id: number; subject: string; priority: 'Low' | 'Normal' | 'Urgent'; resolved: boolean };

const initialTickets: Ticket[] = [
  { id: 3101, subject: 'Cannot reset my password', priority: 'Urgent', resolved: false },
  { id: 3102, subject: 'Invoice shows the wrong VAT number', priority: 'Normal', resolved: false },
  { id: 3103, subject: 'Request: dark mode for the mobile app', priority: 'Low', resolved: true },
  { id: 3104, subject: 'Export to CSV times out', priority: 'Urgent', resolved: false },
];

// Outlined chips: the text takes the colour, which keeps its contrast on the page in light and dark mode.
const priorityColor = { Low: 'default', Normal: 'primary', Urgent: 'error' } as const;

export default function SupportTickets() {
  const [tickets, setTickets] = React.useState(initialTickets);

  const columns = React.useMemo<GridColDef<Ticket>[]>(() => {
    const resolve = (id: GridRowId) => () =>
      setTickets((prev) => prev.map((t) => (t.id === id ? { ...t, resolved: true } : t)));
    const remove = (id: GridRowId) => () => setTickets((prev) => prev.filter((t) => t.id !== id));
    const duplicate = (ticket: Ticket) => () =>
      setTickets((prev) => [...prev, { ...ticket, id: Math.max(...prev.map((t) => t.id)) + 1 }]);

    return [
      { field: 'id', headerName: '#', width: 80 },
      { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
      {
        field: 'priority',
        headerName: 'Priority',
        width: 120,
        display: 'flex',
        renderCell: (params) => (
          <Chip size="small" variant="outlined" label={params.value} color={priorityColor[params.row.priority]} />
        ),
      },
      { field: 'resolved', headerName: 'Resolved', type: 'boolean', width: 100 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 110,
        getActions: ({ id, row }) => [
          <GridActionsCellItem
            key="resolve"
            icon={<DoneIcon />}
            label="Mark as resolved"
            disabled={row.resolved}
            onClick={resolve(id)}
          />,
          <GridActionsCellItem key="delete" icon={<DeleteIcon />} label="Delete" onClick={remove(id)} />,
          <GridActionsCellItem
            key="duplicate"
            icon={<ContentCopyIcon />}
            label="Duplicate"
            showInMenu
            onClick={duplicate(row)}
          />,
        ],
      },
    ];
  }, []);

  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid rows={tickets} columns={columns} hideFooter />
    </div>
  );
}
