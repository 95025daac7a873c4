import * as React from 'react';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

type Plant = { id: number; plant: string; location: string; waterEveryDays: number };

const plants: Plant[] = [
  { id: 1, plant: 'Monstera deliciosa', location: 'Living room', waterEveryDays: 7 },
  { id: 2, plant: 'Snake plant', location: 'Bedroom', waterEveryDays: 21 },
  { id: 3, plant: 'Boston fern', location: 'Bathroom', waterEveryDays: 3 },
  { id: 4, plant: 'Fiddle-leaf fig', location: 'Hallway', waterEveryDays: 10 },
];

const columns: GridColDef<Plant>[] = [
  { field: 'plant', headerName: 'Plant', flex: 1, minWidth: 160, editable: true },
  { field: 'location', headerName: 'Location', width: 140, editable: true },
  { field: 'waterEveryDays', headerName: 'Water every (days)', type: 'number', width: 170, editable: true },
];

export default function CtrlDoubleClickEdit() {
  const apiRef = useGridApiRef();
  const [hint, setHint] = React.useState('Hold Ctrl (⌘ on macOS) while double-clicking to edit.');

  React.useEffect(() => {
    // isFirst: this listener runs before the grid's own, so it can cancel the default action.
    return apiRef.current?.subscribeEvent(
      'cellDoubleClick',
      (params, event) => {
        if (!params.isEditable) return;
        if (event.ctrlKey || event.metaKey) {
          setHint(`Editing ${params.field} of row ${params.id}.`);
        } else {
          event.defaultMuiPrevented = true;
          setHint('Double-click alone does not edit here: hold Ctrl (⌘), or press Enter.');
        }
      },
      { isFirst: true },
    );
  }, [apiRef]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" role="status">
        {hint}
      </Typography>
      <div style={{ height: 280, width: '100%' }}>
        <DataGrid apiRef={apiRef} label="Plant care" rows={plants} columns={columns} hideFooter />
      </div>
    </Stack>
  );
}
