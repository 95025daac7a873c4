import { DataGrid, GRID_CHECKBOX_SELECTION_COL_DEF, type GridColDef } from '@mui/x-data-grid';

interface Task {
  id: number;
  task: string;
  room: string;
}

const tasks: Task[] = [
  { id: 1, task: 'Replace smoke detector batteries', room: 'Hallway' },
  { id: 2, task: 'Descale the kettle', room: 'Kitchen' },
  { id: 3, task: 'Clean the extractor filter', room: 'Kitchen' },
  { id: 4, task: 'Bleed the radiators', room: 'Living room' },
  { id: 5, task: 'Reseal the shower tray', room: 'Bathroom' },
  { id: 6, task: 'Oil the door hinges', room: 'Bedroom' },
];

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 220 },
  { field: 'room', headerName: 'Room', width: 130 },
  // The grid finds its own column here and does not add a second one.
  { ...GRID_CHECKBOX_SELECTION_COL_DEF, width: 100, headerName: 'Done' },
];

export default function CheckboxColumnOnRight() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        aria-label="Home maintenance checklist"
        rows={tasks}
        columns={columns}
        checkboxSelection
        hideFooter
      />
    </div>
  );
}
