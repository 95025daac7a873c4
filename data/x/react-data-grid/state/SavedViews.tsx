import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridInitialState } from '@mui/x-data-grid';

type Employee = { id: number; name: string; department: string; office: string; salary: number; startYear: number };

const rows: Employee[] = [
  { id: 1, name: 'Amelia Clarke', department: 'Engineering', office: 'London', salary: 98000, startYear: 2019 },
  { id: 2, name: 'Bruno Costa', department: 'Sales', office: 'Lisbon', salary: 64000, startYear: 2021 },
  { id: 3, name: 'Chloé Martin', department: 'Design', office: 'Paris', salary: 72000, startYear: 2020 },
  { id: 4, name: 'Daniel Novak', department: 'Engineering', office: 'Prague', salary: 87000, startYear: 2022 },
  { id: 5, name: 'Elif Yılmaz', department: 'Finance', office: 'Berlin', salary: 76000, startYear: 2018 },
  { id: 6, name: 'Farid Haddad', department: 'Sales', office: 'London', salary: 69000, startYear: 2023 },
  { id: 7, name: 'Greta Lindqvist', department: 'Engineering', office: 'Berlin', salary: 104000, startYear: 2017 },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'startYear', headerName: 'Since', type: 'number', width: 90, valueFormatter: (value: number) => String(value) },
];

// A view saved in advance, in the same format exportState() produces.
const presetViews: Record<string, GridInitialState> = {
  'Engineering payroll': {
    filter: { filterModel: { items: [{ field: 'department', operator: 'equals', value: 'Engineering' }] } },
    sorting: { sortModel: [{ field: 'salary', sort: 'desc' }] },
    columns: { columnVisibilityModel: { office: false, startYear: false } },
  },
};

export default function SavedViews() {
  const apiRef = useGridApiRef();
  const [views, setViews] = React.useState(presetViews);
  const [lastExport, setLastExport] = React.useState<GridInitialState | null>(null);

  const saveView = () => {
    const state = apiRef.current?.exportState();
    if (!state) return;
    setViews((current) => ({ ...current, [`View ${Object.keys(current).length + 1}`]: state }));
    setLastExport(state);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <Button size="small" variant="contained" onClick={saveView}>
          Save current view
        </Button>
        {Object.entries(views).map(([name, state]) => (
          <Chip key={name} label={name} onClick={() => apiRef.current?.restoreState(state)} />
        ))}
      </Stack>
      <Box sx={{ height: 330 }}>
        <DataGrid label="Employees" apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        Last exported state:
      </Typography>
      <Box
        component="pre"
        sx={{ m: 0, p: 1, maxHeight: 140, overflow: 'auto', fontSize: 12, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {lastExport ? JSON.stringify(lastExport, null, 2) : 'Sort, filter, hide or resize columns, then save.'}
      </Box>
    </Box>
  );
}
