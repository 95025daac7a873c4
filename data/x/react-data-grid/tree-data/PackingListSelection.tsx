import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type DataGridProProps,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-pro';

type Item = { id: string; path: string[]; weightG: number };

// A hiking trip's packing list: bags, pouches inside them, items.
const items: Item[] = [
  { id: 'bag', path: ['Backpack'], weightG: 1400 },
  { id: 'tent', path: ['Backpack', 'Tent'], weightG: 1250 },
  { id: 'sleep', path: ['Backpack', 'Sleeping bag'], weightG: 900 },
  { id: 'kitchen', path: ['Backpack', 'Kitchen pouch'], weightG: 60 },
  { id: 'stove', path: ['Backpack', 'Kitchen pouch', 'Stove'], weightG: 320 },
  { id: 'pot', path: ['Backpack', 'Kitchen pouch', 'Pot'], weightG: 210 },
  { id: 'spork', path: ['Backpack', 'Kitchen pouch', 'Spork'], weightG: 15 },
  { id: 'hip', path: ['Hip belt'], weightG: 0 },
  { id: 'map', path: ['Hip belt', 'Map'], weightG: 40 },
  { id: 'snacks', path: ['Hip belt', 'Snacks'], weightG: 300 },
];

const columns: GridColDef<Item>[] = [{ field: 'weightG', headerName: 'Weight (g)', type: 'number', width: 120 }];

const getTreeDataPath: DataGridProProps<Item>['getTreeDataPath'] = (row) => row.path;

export default function PackingListSelection() {
  const [parents, setParents] = React.useState(true);
  const [descendants, setDescendants] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormGroup row>
        <FormControlLabel
          control={<Switch checked={descendants} onChange={(event) => setDescendants(event.target.checked)} />}
          label="Select descendants with their parent"
        />
        <FormControlLabel
          control={<Switch checked={parents} onChange={(event) => setParents(event.target.checked)} />}
          label="Select a parent when all its children are"
        />
      </FormGroup>
      <Typography variant="body2" color="text.secondary" role="status">
        {selection.ids.size} of {items.length} rows packed
      </Typography>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPro
          label="Packing list"
          treeData
          rows={items}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={{ headerName: 'Item', flex: 1, minWidth: 220 }}
          defaultGroupingExpansionDepth={-1}
          checkboxSelection
          disableRowSelectionOnClick
          rowSelectionPropagation={{ parents, descendants }}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </div>
    </Stack>
  );
}
