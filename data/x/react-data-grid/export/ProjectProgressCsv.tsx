import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { DataGrid, useGridApiRef, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

interface Person {
  name: string;
  email: string;
}

interface Project {
  id: number;
  name: string;
  lead: Person;
  progress: number;
}

const projects: Project[] = [
  {
    id: 1,
    name: 'Bridge inspection',
    lead: { name: 'Aylin Kaya', email: 'aylin@example.com' },
    progress: 0.8,
  },
  { id: 2, name: 'Tram depot roof', lead: { name: 'Joe Carter', email: 'joe@example.com' }, progress: 0.35 },
  {
    id: 3,
    name: 'Cycle lane, phase 2',
    lead: { name: 'Nina Holm', email: 'nina@example.com' },
    progress: 0.6,
  },
  { id: 4, name: 'Flood barrier survey', lead: { name: 'Raj Mehta', email: 'raj@example.com' }, progress: 1 },
];

const columns: GridColDef<Project>[] = [
  { field: 'name', headerName: 'Project', flex: 1, minWidth: 160 },
  {
    field: 'lead',
    headerName: 'Lead',
    width: 150,
    // An object: without a formatter, the CSV would contain "[object Object]".
    valueFormatter: (value: Person) => `${value.name} <${value.email}>`,
    renderCell: (params: GridRenderCellParams<Project, Person>) => params.value?.name,
    sortComparator: (a: Person, b: Person) => a.name.localeCompare(b.name),
    filterable: false,
  },
  {
    field: 'progress',
    headerName: 'Progress',
    width: 160,
    // The bar is for the screen; the formatter gives the file a readable value.
    valueFormatter: (value: number) => `${Math.round(value * 100)}%`,
    renderCell: (params: GridRenderCellParams<Project, number>) => (
      <Box sx={{ width: '100%' }}>
        <LinearProgress
          variant="determinate"
          value={(params.value ?? 0) * 100}
          aria-label={`${params.row.name}: ${params.formattedValue}`}
        />
      </Box>
    ),
  },
];

export default function ProjectProgressCsv() {
  const apiRef = useGridApiRef();
  const [csv, setCsv] = React.useState('');

  React.useEffect(() => {
    setCsv(apiRef.current?.getDataAsCsv() ?? '');
  }, [apiRef]);

  return (
    <Box>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          label="Public works projects"
          rows={projects}
          columns={columns}
          hideFooter
        />
      </div>
      <Box
        component="pre"
        role="region"
        tabIndex={0}
        aria-label="CSV output"
        sx={{
          m: 0,
          mt: 1,
          p: 1.5,
          height: 120,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontSize: 13,
          overflow: 'auto',
        }}
      >
        {csv}
      </Box>
    </Box>
  );
}
