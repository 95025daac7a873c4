import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridCellEditStopReasons, useGridApiRef, type GridColDef, type GridRowId } from '@mui/x-data-grid';

type Sample = { id: string; kind: string; lotNumber: string; received: boolean };

const samples: Sample[] = [
  { id: 'SMP-201', kind: 'Blood', lotNumber: 'L-7731', received: true },
  { id: 'SMP-202', kind: 'Saliva', lotNumber: '', received: true },
  { id: 'SMP-203', kind: 'Urine', lotNumber: 'L-7745', received: false },
  { id: 'SMP-204', kind: 'Blood', lotNumber: '', received: true },
  { id: 'SMP-205', kind: 'Tissue', lotNumber: '', received: false },
];

const columns: GridColDef<Sample>[] = [
  { field: 'id', headerName: 'Sample', width: 110 },
  { field: 'kind', headerName: 'Kind', width: 110 },
  { field: 'lotNumber', headerName: 'Lot number', flex: 1, minWidth: 130, editable: true },
  { field: 'received', headerName: 'Received', type: 'boolean', width: 100 },
];

const field = 'lotNumber';

export default function SampleLabelingApi() {
  const apiRef = useGridApiRef();
  const [editingId, setEditingId] = React.useState<GridRowId | null>(null);
  const [note, setNote] = React.useState('Three samples still need a lot number.');

  const editNextMissing = () => {
    const api = apiRef.current;
    if (!api) return;
    const next = api.getAllRowIds().find((id) => !api.getRow<Sample>(id)?.lotNumber);
    if (next == null) {
      setNote('Every sample has a lot number.');
      return;
    }
    if (api.getCellMode(next, field) === 'view') {
      api.setCellFocus(next, field);
      api.startCellEditMode({ id: next, field });
    }
    setEditingId(next);
    setNote(`Editing the lot number of ${next}.`);
  };

  const fillPending = () => {
    if (editingId == null || !apiRef.current) return;
    // Changes the value in the open editor, as if the user had typed it.
    apiRef.current.setEditCellValue({ id: editingId, field, value: 'PENDING' });
  };

  const stop = (ignoreModifications: boolean) => {
    if (editingId == null || apiRef.current?.getCellMode(editingId, field) !== 'edit') return;
    apiRef.current.stopCellEditMode({ id: editingId, field, ignoreModifications });
    setNote(ignoreModifications ? `Change to ${editingId} discarded.` : `Lot number of ${editingId} saved.`);
    setEditingId(null);
  };

  const keepFocus = (event: React.MouseEvent) => event.preventDefault();

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }} useFlexGap>
        <Button size="small" variant="contained" onMouseDown={keepFocus} onClick={editNextMissing}>
          Edit next missing lot
        </Button>
        <Button size="small" variant="outlined" onMouseDown={keepFocus} onClick={fillPending} disabled={editingId == null}>
          Fill with PENDING
        </Button>
        <Button size="small" variant="outlined" onMouseDown={keepFocus} onClick={() => stop(false)} disabled={editingId == null}>
          Save
        </Button>
        <Button size="small" variant="outlined" onMouseDown={keepFocus} onClick={() => stop(true)} disabled={editingId == null}>
          Discard
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status">
        {note}
      </Typography>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          label="Lab samples"
          rows={samples}
          columns={columns}
          onCellEditStart={(params) => {
            setEditingId(params.id);
            setNote(`Editing the lot number of ${params.id}.`);
          }}
          onCellEditStop={(params, event) => {
            // Clicking one of the buttons is a click outside the cell: keep the editor open for them.
            if (params.reason === GridCellEditStopReasons.cellFocusOut) {
              event.defaultMuiPrevented = true;
              return;
            }
            setEditingId(null);
            setNote(`Finished editing ${params.id}.`);
          }}
          hideFooter
        />
      </div>
    </Stack>
  );
}
