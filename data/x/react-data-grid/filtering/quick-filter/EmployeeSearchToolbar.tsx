import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';

const employees = [
  { id: 1, name: 'Hana Kobayashi', team: 'Design', location: 'Tokyo', email: 'hana.k@acme.dev' },
  { id: 2, name: 'Mateo Alvarez', team: 'Engineering', location: 'Madrid', email: 'mateo.a@acme.dev' },
  { id: 3, name: 'Grace Mensah', team: 'Finance', location: 'Accra', email: 'grace.m@acme.dev' },
  { id: 4, name: 'Lukas Novak', team: 'Engineering', location: 'Prague', email: 'lukas.n@acme.dev' },
  { id: 5, name: 'Aisha Rahman', team: 'Support', location: 'Dhaka', email: 'aisha.r@acme.dev' },
  { id: 6, name: 'Owen Price', team: 'Design', location: 'Cardiff', email: 'owen.p@acme.dev' },
  { id: 7, name: 'Sofia Rossi', team: 'Support', location: 'Milan', email: 'sofia.r@acme.dev' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'location', headerName: 'Location', width: 120 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 170 },
];

function DirectoryToolbar() {
  return (
    <Toolbar>
      <Typography component="span" sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>
        Team directory
      </Typography>
      {/* Collapsed to a search button until the reader opens it or types. */}
      <QuickFilter>
        <Tooltip title="Search">
          <QuickFilterTrigger render={<ToolbarButton aria-label="Search" />}>
            <SearchIcon fontSize="small" />
          </QuickFilterTrigger>
        </Tooltip>
        <QuickFilterControl
          render={({ ref, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              aria-label="Search employees"
              placeholder="Name, team or city…"
              size="small"
              sx={{ width: state.expanded ? 240 : 0, opacity: state.expanded ? 1 : 0, transition: 'width 200ms, opacity 200ms' }}
              slotProps={{
                ...controlProps.slotProps,
                input: {
                  ...controlProps.slotProps?.input,
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                  endAdornment: state.value ? (
                    <InputAdornment position="end">
                      <QuickFilterClear edge="end" size="small" aria-label="Clear search">
                        <CancelIcon fontSize="small" />
                      </QuickFilterClear>
                    </InputAdornment>
                  ) : null,
                },
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function EmployeeSearchToolbar() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid label="Team directory" rows={employees} columns={columns} slots={{ toolbar: DirectoryToolbar }} showToolbar />
    </div>
  );
}
