import * as React from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import DragHandleIcon from '@mui/icons-material/DragHandle';
import {
  DataGridPro,
  GRID_REORDER_COL_DEF,
  type GridColDef,
  type GridSortModel,
} from '@mui/x-data-grid-pro';

const stops = [
  { id: 1, stop: 'Depot — Rue de la Gare', window: '07:30', parcels: 0 },
  { id: 2, stop: 'Boulangerie Martin', window: '08:00', parcels: 3 },
  { id: 3, stop: 'Pharmacie du Centre', window: '08:20', parcels: 5 },
  { id: 4, stop: 'Lycée Victor Hugo', window: '09:00', parcels: 12 },
  { id: 5, stop: 'Garage Dupont', window: '09:40', parcels: 2 },
];

// Slots receive the grid's icon props: pass on the ones the Material icon understands.
function RouteHandleIcon(props: { fontSize?: 'small' | 'medium' | 'large' | 'inherit'; className?: string }) {
  return <DragHandleIcon {...props} />;
}

const columns: GridColDef[] = [
  { field: 'stop', headerName: 'Stop', flex: 1, minWidth: 200 },
  { field: 'window', headerName: 'Time window', width: 120 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 100 },
  // The drag handle, moved to the last position.
  { ...GRID_REORDER_COL_DEF, width: 60 },
];

export default function ReorderHandleAtEnd() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {sortModel.length > 0 && (
        <Alert severity="info">Dragging is off while the route is sorted. Clear the sort to reorder stops.</Alert>
      )}
      <div style={{ height: 340, width: '100%' }}>
        <DataGridPro
          rows={stops}
          columns={columns}
          rowReordering
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          slots={{ rowReorderIcon: RouteHandleIcon }}
          hideFooter
        />
      </div>
    </Stack>
  );
}
