import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridInitialState } from '@mui/x-data-grid';

type Ticket = { id: number; subject: string; customer: string; priority: number; status: 'Open' | 'Pending' | 'Closed'; agentNotes: string };

const subjects = ['Login loop on mobile', 'Refund not received', 'Export misses a column', 'Invoice address wrong', 'Slow dashboard', 'Two-factor code late'];
const customers = ['Orbit Studio', 'Keystone Dental', 'Atlas Logistics', 'Blue Harbor Café', 'Greenleaf', 'Northwind'];
const statuses: Ticket['status'][] = ['Open', 'Pending', 'Closed'];

// 18 tickets derived from fixed lists: identical on the server and in the browser.
const tickets: Ticket[] = Array.from({ length: 18 }, (_, index) => ({
  id: 1200 + index,
  subject: subjects[index % subjects.length],
  customer: customers[(index * 5) % customers.length],
  priority: ((index * 7) % 4) + 1,
  status: statuses[(index * 2) % statuses.length],
  agentNotes: index % 3 === 0 ? 'Escalated once' : '',
}));

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 180 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'priority', headerName: 'Priority', type: 'number', width: 90 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: statuses, width: 110 },
  { field: 'agentNotes', headerName: 'Agent notes', width: 150 },
];

// Where the grid starts. Users can change all of it afterwards.
const startingState: GridInitialState = {
  sorting: { sortModel: [{ field: 'priority', sort: 'desc' }] },
  filter: { filterModel: { items: [{ field: 'status', operator: 'not', value: 'Closed' }] } },
  columns: { columnVisibilityModel: { agentNotes: false } },
  pagination: { paginationModel: { pageSize: 5 } },
  density: 'compact',
};

export default function SupportQueueInitialState() {
  const [mountCount, setMountCount] = React.useState(0);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button size="small" variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setMountCount((count) => count + 1)}>
        Back to the starting layout
      </Button>
      <div style={{ height: 330, width: '100%' }}>
        {/* A new key remounts the grid, which reads initialState again. */}
        <DataGrid
          key={mountCount}
          label="Support queue"
          rows={tickets}
          columns={columns}
          initialState={startingState}
          pagination
          pageSizeOptions={[5, 10]}
        />
      </div>
    </Stack>
  );
}
