import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { SxProps, Theme } from '@mui/material/styles';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

type Task = { id: number; task: string; owner: string; due: Date; hours: number };

const rows: Task[] = [
  { id: 1, task: 'Draft the Q2 roadmap', owner: 'Priya Nair', due: new Date(2025, 3, 4), hours: 6 },
  { id: 2, task: 'Review onboarding emails', owner: 'Tomás Ruiz', due: new Date(2025, 3, 7), hours: 2 },
  { id: 3, task: 'Fix flaky checkout test', owner: 'Mei Chen', due: new Date(2025, 3, 8), hours: 3 },
  { id: 4, task: 'Prepare board slides', owner: 'Jonas Berg', due: new Date(2025, 3, 10), hours: 5 },
  { id: 5, task: 'Interview design candidates', owner: 'Priya Nair', due: new Date(2025, 3, 11), hours: 4 },
  { id: 6, task: 'Update the privacy policy', owner: 'Amara Okafor', due: new Date(2025, 3, 14), hours: 2 },
  { id: 7, task: 'Plan the team offsite', owner: 'Tomás Ruiz', due: new Date(2025, 3, 18), hours: 3 },
];

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'owner', headerName: 'Owner', width: 140 },
  { field: 'due', headerName: 'Due', type: 'date', width: 110 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 80 },
];

// The minimal look: no frame, no separators, quiet headers, a single line between rows.
const minimalSx: SxProps<Theme> = {
  border: 'none',
  [`& .${gridClasses.columnSeparator}`]: { display: 'none' },
  [`& .${gridClasses.columnHeaderTitle}`]: {
    fontSize: 12,
    fontWeight: 600,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: 'text.secondary',
  },
};

export default function MinimalTasks() {
  const [minimal, setMinimal] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={minimal} onChange={(event) => setMinimal(event.target.checked)} />}
        label="Minimal style"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 330 }}>
        <DataGrid
          label="This week's tasks"
          rows={rows}
          columns={columns}
          density={minimal ? 'compact' : 'standard'}
          disableColumnMenu={minimal}
          hideFooter
          sx={minimal ? minimalSx : undefined}
        />
      </Box>
    </Box>
  );
}
