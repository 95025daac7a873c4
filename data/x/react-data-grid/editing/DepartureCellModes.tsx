import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellEditStopReasons,
  GridCellModes,
  useGridApiRef,
  type GridCellModesModel,
  type GridColDef,
  type GridEventListener,
  type GridRowId,
} from '@mui/x-data-grid';

type Departure = { id: string; destination: string; gate: string; status: 'On time' | 'Boarding' | 'Delayed' | 'Cancelled' };

const departures: Departure[] = [
  { id: 'KL1002', destination: 'Amsterdam', gate: 'B12', status: 'Boarding' },
  { id: 'LH2451', destination: 'Munich', gate: 'A03', status: 'On time' },
  { id: 'IB3170', destination: 'Madrid', gate: 'C21', status: 'Delayed' },
  { id: 'SK0817', destination: 'Oslo', gate: 'B07', status: 'On time' },
];

const columns: GridColDef<Departure>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'gate', headerName: 'Gate', width: 90, editable: true },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['On time', 'Boarding', 'Delayed', 'Cancelled'],
    width: 130,
    editable: true,
  },
];

type FocusedCell = { id: GridRowId; field: string };

export default function DepartureCellModes() {
  const apiRef = useGridApiRef();
  const [focused, setFocused] = React.useState<FocusedCell | null>(null);
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  // Remember the last focused cell, whether it was reached with the mouse or the keyboard.
  React.useEffect(
    () => apiRef.current?.subscribeEvent('cellFocusIn', (params) => setFocused({ id: params.id, field: params.field })),
    [apiRef],
  );

  const focusedCol = focused ? columns.find((col) => col.field === focused.field) : undefined;
  const isEditing = focused != null && cellModesModel[focused.id]?.[focused.field]?.mode === GridCellModes.Edit;

  const setFocusedMode = (entry: GridCellModesModel[GridRowId][string]) => {
    if (!focused) return;
    setCellModesModel((model) => ({
      ...model,
      [focused.id]: { ...model[focused.id], [focused.field]: entry },
    }));
  };

  // Keep the grid cell focused while a button is pressed.
  const keepFocus = (event: React.MouseEvent) => event.preventDefault();

  // A click outside the cell (on Discard, for example) would save it first: keep it open instead.
  const keepOpenOnFocusOut: GridEventListener<'cellEditStop'> = (params, event) => {
    if (params.reason === GridCellEditStopReasons.cellFocusOut) event.defaultMuiPrevented = true;
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          disabled={!focusedCol?.editable || isEditing}
          onMouseDown={keepFocus}
          onClick={() => setFocusedMode({ mode: GridCellModes.Edit })}
        >
          Edit cell
        </Button>
        <Button size="small" variant="outlined" disabled={!isEditing} onMouseDown={keepFocus} onClick={() => setFocusedMode({ mode: GridCellModes.View })}>
          Save
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!isEditing}
          onMouseDown={keepFocus}
          onClick={() => setFocusedMode({ mode: GridCellModes.View, ignoreModifications: true })}
        >
          Discard
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {focused ? `Cell: ${focused.field} of ${focused.id}${isEditing ? ' (editing)' : ''}` : 'Click a gate or status cell.'}
        </Typography>
      </Stack>
      <div style={{ height: 280, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          label="Departures"
          rows={departures}
          columns={columns}
          cellModesModel={cellModesModel}
          onCellModesModelChange={setCellModesModel}
          onCellEditStop={keepOpenOnFocusOut}
          hideFooter
        />
      </div>
    </Stack>
  );
}
