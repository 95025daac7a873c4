import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, type DataGridProProps, type GridColDef } from '@mui/x-data-grid-pro';

type BudgetLine = { id: number; path: string[]; owner: string; amount: number };

// A festival budget: areas, then their cost lines. Amounts in euros.
const lines: BudgetLine[] = [
  { id: 1, path: ['Stage'], owner: 'Ruth', amount: 64000 },
  { id: 2, path: ['Stage', 'Sound system hire'], owner: 'Ruth', amount: 28000 },
  { id: 3, path: ['Stage', 'Lighting rig'], owner: 'Ruth', amount: 19500 },
  { id: 4, path: ['Stage', 'Crew wages'], owner: 'Ikenna', amount: 16500 },
  { id: 5, path: ['Catering'], owner: 'Mireille', amount: 22000 },
  { id: 6, path: ['Catering', 'Artist hospitality'], owner: 'Mireille', amount: 6500 },
  { id: 7, path: ['Catering', 'Volunteer meals'], owner: 'Mireille', amount: 9000 },
  { id: 8, path: ['Catering', 'Water stations'], owner: 'Pavel', amount: 6500 },
  { id: 9, path: ['Site'], owner: 'Pavel', amount: 41000 },
  { id: 10, path: ['Site', 'Fencing'], owner: 'Pavel', amount: 12000 },
  { id: 11, path: ['Site', 'Toilets'], owner: 'Pavel', amount: 14500 },
  { id: 12, path: ['Site', 'Security'], owner: 'Ikenna', amount: 14500 },
];

const columns: GridColDef<BudgetLine>[] = [
  { field: 'owner', headerName: 'Owner', width: 120 },
  {
    field: 'amount',
    headerName: 'Amount (€)',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => value.toLocaleString('en-US'),
  },
];

const getTreeDataPath: DataGridProProps<BudgetLine>['getTreeDataPath'] = (row) => row.path;

export default function BudgetTreeSorting() {
  const [topLevelOnly, setTopLevelOnly] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={topLevelOnly} onChange={(event) => setTopLevelOnly(event.target.checked)} />}
        label="Sort top-level rows only (disableChildrenSorting)"
      />
      <div style={{ height: 420, width: '100%' }}>
        <DataGridPro
          label="Festival budget"
          treeData
          rows={lines}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={{ headerName: 'Budget line', width: 240 }}
          defaultGroupingExpansionDepth={-1}
          disableChildrenSorting={topLevelOnly}
          initialState={{ sorting: { sortModel: [{ field: 'amount', sort: 'desc' }] } }}
          hideFooter
        />
      </div>
    </Stack>
  );
}
