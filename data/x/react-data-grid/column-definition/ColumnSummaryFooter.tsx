import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridColumnDefinitionsSelector,
  gridVisibleColumnDefinitionsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, trail: 'Ridge Loop', region: 'Lake District', km: 11.2, ascent: 640, dogs: true },
  { id: 2, trail: 'Mill Valley', region: 'Peak District', km: 7.5, ascent: 210, dogs: true },
  { id: 3, trail: 'Seven Sisters', region: 'South Downs', km: 13.8, ascent: 420, dogs: false },
];

const columns: GridColDef[] = [
  { field: 'trail', headerName: 'Trail', flex: 1, minWidth: 130 },
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'km', headerName: 'Distance (km)', type: 'number', width: 120 },
  { field: 'ascent', headerName: 'Ascent (m)', type: 'number', width: 110 },
  { field: 'dogs', headerName: 'Dogs allowed', type: 'boolean', width: 120 },
];

function ColumnsFooter() {
  const apiRef = useGridApiContext();
  // Every defined column, hidden or not, in their current order.
  const allColumns = useGridSelector(apiRef, gridColumnDefinitionsSelector);
  // Only the columns on screen.
  const visibleColumns = useGridSelector(apiRef, gridVisibleColumnDefinitionsSelector);
  const hidden = allColumns.filter((column) => !visibleColumns.includes(column));

  return (
    <Box sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2">
        Showing {visibleColumns.length} of {allColumns.length} columns.
        {hidden.length > 0 && ` Hidden: ${hidden.map((column) => column.headerName ?? column.field).join(', ')}.`}
      </Typography>
    </Box>
  );
}

export default function ColumnSummaryFooter() {
  return (
    <div style={{ height: 330, width: '100%' }}>
      <DataGrid
        label="Walking trails"
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{ columns: { columnVisibilityModel: { ascent: false } } }}
        slots={{ footer: ColumnsFooter }}
      />
    </div>
  );
}
