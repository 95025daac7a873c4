import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowId, type GridRowParams } from '@mui/x-data-grid-pro';

interface Ticket {
  id: number;
  subject: string;
  status: string;
  lastReply: string;
}

const tickets: Ticket[] = [
  { id: 881, subject: 'Refund for duplicate charge', status: 'Open', lastReply: 'We have reversed the second charge; it shows within 5 days.' },
  { id: 882, subject: 'API rate limit too low', status: 'Pending', lastReply: 'Could you share the endpoint and the number of requests per minute?' },
  { id: 883, subject: 'SSO login loop', status: 'Open', lastReply: 'Clearing the session cookie fixed it for one user; still checking the rest.' },
  { id: 884, subject: 'Add a Portuguese invoice template', status: 'Solved', lastReply: 'The template is live under Settings → Invoices.' },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'status', headerName: 'Status', width: 100 },
];

function getDetailPanelContent({ row }: GridRowParams<Ticket>) {
  return (
    <Box sx={{ px: 3, py: 1.5 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Last reply: {row.lastReply}
      </Typography>
    </Box>
  );
}

const getDetailPanelHeight = () => 64;

export default function ControlledPanels() {
  const [expanded, setExpanded] = React.useState<Set<GridRowId>>(() => new Set([881]));
  const [singleOpen, setSingleOpen] = React.useState(true);

  const handleChange = (ids: Set<GridRowId>) => {
    if (singleOpen && ids.size > 1) {
      // Keep only the panel that was just opened.
      const opened = [...ids].filter((id) => !expanded.has(id));
      setExpanded(new Set(opened.slice(-1)));
      return;
    }
    setExpanded(ids);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button onClick={() => setExpanded(new Set(tickets.map((t) => t.id)))} disabled={singleOpen}>
          Expand all
        </Button>
        <Button onClick={() => setExpanded(new Set())}>Collapse all</Button>
        <FormControlLabel
          control={<Switch checked={singleOpen} onChange={(event) => setSingleOpen(event.target.checked)} />}
          label="One panel at a time"
        />
      </Stack>
      <div style={{ height: 360, width: '100%' }}>
        <DataGridPro
          rows={tickets}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expanded}
          onDetailPanelExpandedRowIdsChange={handleChange}
          hideFooter
        />
      </div>
    </Stack>
  );
}
