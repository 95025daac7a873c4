import * as React from 'react';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';

interface DeliverySlot {
  id: string;
  day: string;
  window: string;
  fee: number;
  remaining: number;
}

const slots: DeliverySlot[] = [
  { id: 'mon-am', day: 'Monday 9 June', window: '08:00–12:00', fee: 4.5, remaining: 6 },
  { id: 'mon-pm', day: 'Monday 9 June', window: '13:00–17:00', fee: 3.5, remaining: 2 },
  { id: 'tue-am', day: 'Tuesday 10 June', window: '08:00–12:00', fee: 4.5, remaining: 9 },
  { id: 'tue-ev', day: 'Tuesday 10 June', window: '18:00–21:00', fee: 6, remaining: 1 },
  { id: 'wed-am', day: 'Wednesday 11 June', window: '08:00–12:00', fee: 4.5, remaining: 12 },
  { id: 'wed-pm', day: 'Wednesday 11 June', window: '13:00–17:00', fee: 3.5, remaining: 7 },
];

const columns: GridColDef<DeliverySlot>[] = [
  { field: 'day', headerName: 'Day', flex: 1, minWidth: 160 },
  { field: 'window', headerName: 'Time window', width: 130 },
  {
    field: 'fee',
    headerName: 'Fee (€)',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => value.toFixed(2),
  },
  { field: 'remaining', headerName: 'Slots left', type: 'number', width: 110 },
];

export default function DeliverySlotPicker() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  // Without checkboxes, the free DataGrid keeps at most one id in the model.
  const [chosenId] = [...selection.ids];
  const chosen = slots.find((slot) => slot.id === chosenId);

  return (
    <div style={{ width: '100%' }}>
      <div style={{ height: 360 }}>
        <DataGrid
          aria-label="Delivery slots"
          rows={slots}
          columns={columns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </div>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {chosen
          ? `Delivery booked for ${chosen.day}, ${chosen.window} (€${chosen.fee.toFixed(2)}).`
          : 'Click a row to choose a delivery slot.'}
      </Typography>
    </div>
  );
}
