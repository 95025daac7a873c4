import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DataGrid, GRID_NUMERIC_COL_DEF, type GridColDef, type GridColTypeDef } from '@mui/x-data-grid';

type Task = { id: number; task: string; owner: string; progress: number };

const rows: Task[] = [
  { id: 1, task: 'Checkout redesign', owner: 'Nadia', progress: 0.92 },
  { id: 2, task: 'Migrate billing to new API', owner: 'Felix', progress: 0.45 },
  { id: 3, task: 'Accessibility audit', owner: 'Grace', progress: 0.15 },
  { id: 4, task: 'Onboarding emails', owner: 'Rui', progress: 1 },
];

// Start from the built-in number type and change only how the cell looks.
const progressColumn: GridColTypeDef = {
  ...GRID_NUMERIC_COL_DEF,
  width: 200,
  display: 'flex',
  valueFormatter: (value?: number) => (value == null ? '' : `${Math.round(value * 100)} %`),
  renderCell: (params) => (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={(params.value ?? 0) * 100}
        color={params.value === 1 ? 'success' : 'primary'}
        aria-label={`${params.row.task} progress`}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>
        {params.formattedValue}
      </Typography>
    </Box>
  ),
};

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'owner', headerName: 'Owner', width: 110 },
  { field: 'progress', headerName: 'Progress', ...progressColumn },
];

export default function SprintProgress() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
