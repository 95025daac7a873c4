import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiContext,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Message {
  id: number;
  from: string;
  subject: string;
  received: string;
  read: boolean;
  body: string;
}

const initialMessages: Message[] = [
  { id: 1, from: 'Priya Raman', subject: 'Kitchen fitting: revised quote', received: '2025-04-02 09:14', read: false,
    body: 'Attached is the revised quote with the oak worktop. The fitting can start on the 14th if you confirm by Friday.' },
  { id: 2, from: 'Harbour Dental', subject: 'Appointment reminder', received: '2025-04-02 08:01', read: true,
    body: 'This is a reminder of your check-up on Tuesday at 10:30. Reply to this message to move it.' },
  { id: 3, from: 'Tomás Ibarra', subject: 'Photos from Saturday', received: '2025-04-01 21:47', read: false,
    body: 'I put the photos from the climbing trip in the shared album. The sunset ones came out well!' },
  { id: 4, from: 'City Library', subject: 'Your reservation is ready', received: '2025-04-01 16:22', read: true,
    body: '"The Ministry for the Future" is waiting for you at the front desk until 8 April.' },
];

function MessagePanel({ message }: { message: Message }) {
  const apiRef = useGridApiContext();
  return (
    <Box sx={{ px: 3, py: 2 }}>
      <Typography variant="subtitle2" component="p">
        {message.subject} · from {message.from}
      </Typography>
      <Typography variant="body2" sx={{ my: 1.5, maxWidth: 640 }}>
        {message.body}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.updateRows([{ id: message.id, read: !message.read }])}
        >
          {message.read ? 'Mark as unread' : 'Mark as read'}
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          onClick={() => apiRef.current.updateRows([{ id: message.id, _action: 'delete' }])}
        >
          Delete
        </Button>
      </Stack>
    </Box>
  );
}

const columns: GridColDef<Message>[] = [
  { field: 'read', headerName: 'State', width: 90, valueFormatter: (value: boolean) => (value ? 'Read' : 'Unread') },
  { field: 'from', headerName: 'From', width: 150 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'received', headerName: 'Received', width: 150 },
];

export default function InboxDetailPanels() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Message>) => <MessagePanel message={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        label="Inbox"
        rows={initialMessages}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: new Set([1]) } }}
        hideFooter
      />
    </div>
  );
}
