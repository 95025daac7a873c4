import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { BarChart } from '@mui/x-charts/BarChart';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

type Task = { id: number; team: string; title: string; owner: string; points: number; status: string };

const tasks: Task[] = [
  { id: 1, team: 'web', title: 'Checkout form validation', owner: 'Priya', points: 5, status: 'In review' },
  { id: 2, team: 'web', title: 'Invoice PDF download', owner: 'Tomás', points: 3, status: 'To do' },
  { id: 3, team: 'web', title: 'Dark mode for settings', owner: 'Priya', points: 2, status: 'Done' },
  { id: 4, team: 'mobile', title: 'Offline order queue', owner: 'Aiko', points: 8, status: 'In progress' },
  { id: 5, team: 'mobile', title: 'Push notification opt-in', owner: 'Femi', points: 3, status: 'Done' },
  { id: 6, team: 'mobile', title: 'Biometric sign-in', owner: 'Aiko', points: 5, status: 'To do' },
];

const statuses = ['To do', 'In progress', 'In review', 'Done'];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 180 },
  { field: 'owner', headerName: 'Owner', width: 100 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'points', headerName: 'Points', type: 'number', width: 80 },
];

const sprintStart = dayjs('2025-03-03');

export default function SprintOverview() {
  const [team, setTeam] = React.useState<string | null>('all');
  const [sprintEnd, setSprintEnd] = React.useState<Dayjs | null>(dayjs('2025-03-14'));

  const visible = team === 'web' || team === 'mobile' ? tasks.filter((t) => t.team === team) : tasks;
  const pointsByStatus = statuses.map((s) =>
    visible.filter((t) => t.status === s).reduce((sum, t) => sum + t.points, 0),
  );
  const days = sprintEnd ? sprintEnd.diff(sprintStart, 'day') + 1 : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Paper variant="outlined" sx={{ p: 1.5, minWidth: 200 }}>
          <Typography component="p" variant="subtitle2" sx={{ mb: 1 }}>
            Teams
          </Typography>
          <SimpleTreeView
            aria-label="Teams"
            defaultExpandedItems={['all']}
            selectedItems={team}
            onSelectedItemsChange={(event, itemId) => setTeam(itemId)}
          >
            <TreeItem itemId="all" label="All teams">
              <TreeItem itemId="web" label="Web" />
              <TreeItem itemId="mobile" label="Mobile" />
            </TreeItem>
          </SimpleTreeView>
          <Box sx={{ mt: 2 }}>
            <DatePicker
              label="Sprint ends"
              value={sprintEnd}
              onChange={setSprintEnd}
              minDate={sprintStart}
              slotProps={{ textField: { size: 'small', fullWidth: true } }}
            />
            <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
              {days ? `${days} days from 3 March 2025` : 'Pick an end date'}
            </Typography>
          </Box>
        </Paper>
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
          <div style={{ height: 260, width: '100%' }}>
            <DataGrid rows={visible} columns={columns} hideFooter density="compact" />
          </div>
          <BarChart
            height={200}
            margin={{ top: 24, right: 16 }}
            xAxis={[{ data: statuses, scaleType: 'band' }]}
            series={[{ data: pointsByStatus, label: 'Story points' }]}
            hideLegend
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
