import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import { DataGrid, GridOverlay, type GridColDef } from '@mui/x-data-grid';

type Project = { id: number; name: string; owner: string; due: string };

const sampleProjects: Project[] = [
  { id: 1, name: 'Spring catalogue', owner: 'Amara Diallo', due: 'Mar 28' },
  { id: 2, name: 'Warehouse move', owner: 'Piotr Nowak', due: 'Apr 15' },
  { id: 3, name: 'New onboarding flow', owner: 'Yuki Mori', due: 'May 2' },
];

const columns: GridColDef<Project>[] = [
  { field: 'name', headerName: 'Project', flex: 1, minWidth: 170 },
  { field: 'owner', headerName: 'Owner', width: 150 },
  { field: 'due', headerName: 'Due', width: 90 },
];

// GridOverlay centres its children and paints the grid's backdrop behind them.
function NoProjectsOverlay() {
  return (
    <GridOverlay>
      <FolderOpenIcon sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography component="p" variant="subtitle1" sx={{ fontWeight: 500 }}>
        No projects yet
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 280 }}>
        Projects you create or are invited to will be listed here.
      </Typography>
    </GridOverlay>
  );
}

export default function EmptyProjects() {
  const [projects, setProjects] = React.useState<Project[]>([]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setProjects(sampleProjects)}>
          Add sample projects
        </Button>
        <Button size="small" onClick={() => setProjects([])} disabled={projects.length === 0}>
          Remove all
        </Button>
      </Stack>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid
          label="Projects"
          rows={projects}
          columns={columns}
          slots={{ noRowsOverlay: NoProjectsOverlay }}
          hideFooter
        />
      </div>
    </Stack>
  );
}
