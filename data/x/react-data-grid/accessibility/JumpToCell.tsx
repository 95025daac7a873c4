import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';

type Task = { id: number; title: string; owner: string; status: 'Done' | 'In progress' | 'Overdue' };

const tasks: Task[] = [
  { id: 1, title: 'Renew TLS certificates', owner: 'Mei', status: 'Done' },
  { id: 2, title: 'Rotate database passwords', owner: 'Jonas', status: 'Done' },
  { id: 3, title: 'Review access logs', owner: 'Sara', status: 'In progress' },
  { id: 4, title: 'Update status page copy', owner: 'Mei', status: 'Done' },
  { id: 5, title: 'Archive Q4 invoices', owner: 'Luis', status: 'In progress' },
  { id: 6, title: 'Patch the build servers', owner: 'Jonas', status: 'Done' },
  { id: 7, title: 'Test backup restore', owner: 'Sara', status: 'Overdue' },
  { id: 8, title: 'Clean up feature flags', owner: 'Luis', status: 'In progress' },
  { id: 9, title: 'Renew domain names', owner: 'Mei', status: 'Overdue' },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'owner', headerName: 'Owner', width: 110 },
  { field: 'status', headerName: 'Status', width: 130 },
];

export default function JumpToCell() {
  const apiRef = useGridApiRef();

  const focusFirstOverdue = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // Follow the order the reader sees, after sorting and filtering.
    const ids: GridRowId[] = gridExpandedSortedRowIdsSelector(apiRef);
    const id = ids.find((rowId) => api.getRow(rowId)?.status === 'Overdue');
    if (id === undefined) {
      return;
    }
    // Bring the cell into view first: with virtualization it may not be rendered yet.
    api.scrollToIndexes({
      rowIndex: api.getRowIndexRelativeToVisibleRows(id),
      colIndex: api.getColumnIndex('status'),
    });
    api.setCellFocus(id, 'status');
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={focusFirstOverdue}>
          Go to first overdue task
        </Button>
        <Button variant="outlined" size="small" onClick={() => apiRef.current?.setColumnHeaderFocus('title')}>
          Go to column headers
        </Button>
      </Stack>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid label="Maintenance tasks" apiRef={apiRef} rows={tasks} columns={columns} hideFooter />
      </div>
    </Stack>
  );
}
