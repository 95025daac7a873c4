import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    title: 'Checkout fails with saved card',
    reporter: 'dana.k',
    details:
      'Paying with a card saved before the March update returns error 402. New cards work. Happens on web and mobile; clearing the saved card and adding it again fixes it.',
  },
  { id: 2, title: 'Typo on pricing page', reporter: 'sam', details: '"Anual" instead of "Annual" in the plan toggle.' },
  {
    id: 3,
    title: 'Export takes minutes',
    reporter: 'ops-team',
    details: 'CSV export of the full order history (about 80 000 rows) takes four to six minutes and sometimes times out.',
  },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', width: 120 },
  { field: 'reporter', headerName: 'Reporter', width: 90 },
  // Without a maxWidth, autosizing would make this column as wide as its longest text.
  { field: 'details', headerName: 'Details', width: 200, maxWidth: 420 },
];

export default function AutosizeWrappedText() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <div>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.autosizeColumns({ includeHeaders: true, includeOutliers: true })}
        >
          Autosize columns
        </Button>
      </div>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          label="Bug reports"
          rows={rows}
          columns={columns}
          // Rows grow to fit their wrapped text.
          getRowHeight={() => 'auto'}
          sx={{ '& .MuiDataGrid-cell': { py: 1, lineHeight: 1.5 } }}
          hideFooter
        />
      </div>
    </Stack>
  );
}
