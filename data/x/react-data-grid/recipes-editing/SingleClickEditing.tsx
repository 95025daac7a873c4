import * as React from 'react';
import {
  DataGrid,
  GridCellModes,
  type GridCellModesModel,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';

type Task = { id: number; task: string; owner: string; estimate: number; done: boolean };

const rows: Task[] = [
  { id: 1, task: 'Write release notes', owner: 'Priya', estimate: 2, done: false },
  { id: 2, task: 'Update onboarding emails', owner: 'Tom', estimate: 3, done: true },
  { id: 3, task: 'Fix flaky checkout test', owner: 'Sofia', estimate: 5, done: false },
  { id: 4, task: 'Review analytics dashboard', owner: 'Malik', estimate: 1, done: false },
];

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 200, editable: true },
  { field: 'owner', headerName: 'Owner', width: 120, editable: true },
  { field: 'estimate', headerName: 'Estimate (h)', type: 'number', width: 120, editable: true },
  { field: 'done', headerName: 'Done', type: 'boolean', width: 90, editable: true },
];

// Returns a copy of the model where every open cell is back in view mode.
function closeAll(model: GridCellModesModel): GridCellModesModel {
  const next: GridCellModesModel = {};
  for (const [rowId, fields] of Object.entries(model)) {
    next[rowId] = {};
    for (const field of Object.keys(fields)) {
      next[rowId][field] = { mode: GridCellModes.View };
    }
  }
  return next;
}

export default function SingleClickEditing() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  const handleCellClick: GridEventListener<'cellClick'> = (params, event) => {
    if (!params.isEditable || params.cellMode === GridCellModes.Edit) return;
    // Ignore clicks that land in a popup rendered outside the cell, such as a select's menu.
    if (!event.currentTarget.contains(event.target as Node)) return;
    setCellModesModel((prev) => {
      const next = closeAll(prev);
      next[params.id] = { ...next[params.id], [params.field]: { mode: GridCellModes.Edit } };
      return next;
    });
  };

  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid
        label="Sprint tasks"
        rows={rows}
        columns={columns}
        cellModesModel={cellModesModel}
        onCellModesModelChange={setCellModesModel}
        onCellClick={handleCellClick}
        hideFooter
      />
    </div>
  );
}
