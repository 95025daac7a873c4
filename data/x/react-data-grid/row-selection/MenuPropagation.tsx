import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  type DataGridProProps,
  type GridColDef,
  type GridRowSelectionModel,
  type GridRowSelectionPropagation,
} from '@mui/x-data-grid-pro';

interface MenuItem {
  id: number;
  path: string[];
  price?: number;
}

// A café menu: sections are parent rows, dishes are their children.
const menu: MenuItem[] = [
  { id: 1, path: ['Breakfast'] },
  { id: 2, path: ['Breakfast', 'Shakshuka'], price: 11 },
  { id: 3, path: ['Breakfast', 'Granola bowl'], price: 8 },
  { id: 4, path: ['Breakfast', 'Avocado toast'], price: 9.5 },
  { id: 5, path: ['Lunch'] },
  { id: 6, path: ['Lunch', 'Soup of the day'], price: 7 },
  { id: 7, path: ['Lunch', 'Falafel wrap'], price: 10 },
  { id: 8, path: ['Drinks'] },
  { id: 9, path: ['Drinks', 'Flat white'], price: 3.6 },
  { id: 10, path: ['Drinks', 'Mint tea'], price: 3 },
];

const columns: GridColDef<MenuItem>[] = [
  {
    field: 'price',
    headerName: 'Price (€)',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value === undefined ? '' : value.toFixed(2)),
  },
];

const getTreeDataPath: DataGridProProps<MenuItem>['getTreeDataPath'] = (row) => row.path;

export default function MenuPropagation() {
  const [propagation, setPropagation] = React.useState<GridRowSelectionPropagation>({
    parents: true,
    descendants: true,
  });
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  const toggle = (key: keyof GridRowSelectionPropagation) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setPropagation((current) => ({ ...current, [key]: event.target.checked }));
    setSelection({ type: 'include', ids: new Set() });
  };

  return (
    <div style={{ width: '100%' }}>
      <FormGroup row sx={{ mb: 1, columnGap: 2 }}>
        <FormControlLabel
          control={<Switch size="small" checked={propagation.descendants} onChange={toggle('descendants')} />}
          label={<code>descendants</code>}
        />
        <FormControlLabel
          control={<Switch size="small" checked={propagation.parents} onChange={toggle('parents')} />}
          label={<code>parents</code>}
        />
      </FormGroup>
      <div style={{ height: 420 }}>
        <DataGridPro
          aria-label="Menu items to put on the weekend menu"
          treeData
          getTreeDataPath={getTreeDataPath}
          defaultGroupingExpansionDepth={-1}
          groupingColDef={{ headerName: 'Dish', flex: 1, minWidth: 200 }}
          rows={menu}
          columns={columns}
          checkboxSelection
          rowSelectionPropagation={propagation}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </div>
    </div>
  );
}
