import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridFilteredTopLevelRowCountSelector,
  gridRowSelectionCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Amara Okafor', team: 'Design', location: 'Lagos' },
  { id: 2, name: 'Bruno Costa', team: 'Design', location: 'Lisbon' },
  { id: 3, name: 'Dmitri Volkov', team: 'Engineering', location: 'Tallinn' },
  { id: 4, name: 'Farah Siddiqui', team: 'Engineering', location: 'Karachi' },
  { id: 5, name: 'Hiroshi Tanaka', team: 'Support', location: 'Osaka' },
  { id: 6, name: 'Jonas Weber', team: 'Support', location: 'Leipzig' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'location', headerName: 'Location', width: 130 },
];

// Reads grid state with selectors: only this footer re-renders when the counts change.
function PeopleFooter() {
  const apiRef = useGridApiContext();
  const visible = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const selected = useGridSelector(apiRef, gridRowSelectionCountSelector);
  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">
        {visible} of {rows.length} people shown
      </Typography>
      <Typography variant="body2" sx={{ color: selected ? 'primary.main' : 'text.secondary' }}>
        {selected} selected
      </Typography>
    </GridFooterContainer>
  );
}

export default function StatusFooter() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        label="People"
        rows={rows}
        columns={columns}
        checkboxSelection
        showToolbar
        slots={{ footer: PeopleFooter }}
      />
    </Box>
  );
}
