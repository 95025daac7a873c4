import * as React from 'react';
import { DataGridPro, type GridColDef, type GridListViewColDef } from '@mui/x-data-grid-pro';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

type Ticket = { id: number; subject: string; requester: string; priority: 'Low' | 'High'; updated: string };

const rows: Ticket[] = [
  { id: 801, subject: 'Cannot upload profile photo', requester: 'Jun Park', priority: 'Low', updated: '2 h ago' },
  { id: 802, subject: 'Charged twice for March', requester: 'Rosa Méndez', priority: 'High', updated: '35 min ago' },
  { id: 803, subject: 'Export button missing on iPad', requester: 'Tariq Aziz', priority: 'Low', updated: 'yesterday' },
  { id: 804, subject: 'SSO login loops back to start', requester: 'Greta Olsen', priority: 'High', updated: '10 min ago' },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: '#', width: 70 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'requester', headerName: 'Requester', width: 130 },
  { field: 'priority', headerName: 'Priority', width: 90 },
  { field: 'updated', headerName: 'Updated', width: 110 },
];

const listViewColumn: GridListViewColDef<Ticket> = {
  field: 'summary',
  renderCell: ({ row }) => (
    <Box sx={{ py: 1, minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
        #{row.id} {row.subject}
      </Typography>
      <Typography variant="body2" color={row.priority === 'High' ? 'error' : 'text.secondary'} noWrap>
        {row.requester} · {row.priority} priority · {row.updated}
      </Typography>
    </Box>
  ),
};

const BREAKPOINT = 560; // px of the grid's container, not of the window

export default function ResponsiveListView() {
  const [width, setWidth] = React.useState(100);
  const [narrow, setNarrow] = React.useState(false);
  const containerRef = React.useRef<HTMLDivElement>(null);
  const labelId = React.useId();

  // Measure the container after hydration and whenever it resizes.
  React.useEffect(() => {
    const element = containerRef.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => setNarrow(entry.contentRect.width < BREAKPOINT));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Box>
      <Typography id={labelId} variant="body2" gutterBottom>
        Container width: {width}% ({narrow ? 'list' : 'table'} layout)
      </Typography>
      <Slider aria-labelledby={labelId} value={width} min={30} max={100} onChange={(event, value) => setWidth(value as number)} sx={{ maxWidth: 320 }} />
      <div ref={containerRef} style={{ height: 340, width: `${width}%` }}>
        <DataGridPro
          label="Support inbox"
          rows={rows}
          columns={columns}
          listView={narrow}
          listViewColumn={listViewColumn}
          getRowHeight={() => (narrow ? 'auto' : null)}
          hideFooter
        />
      </div>
    </Box>
  );
}
