import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

type Line = { id: number; item: string; team: string; cost: number };

const rows: Line[] = [
  { id: 1, item: 'Stage lighting', team: 'Production', cost: 8_400 },
  { id: 2, item: 'Sound desk hire', team: 'Production', cost: 3_150 },
  { id: 3, item: 'Poster campaign', team: 'Marketing', cost: 2_700 },
  { id: 4, item: 'Social ads', team: 'Marketing', cost: 1_900 },
  { id: 5, item: 'Catering', team: 'Hospitality', cost: 4_600 },
];

const columns: GridColDef<Line>[] = [
  { field: 'item', headerName: 'Item', width: 170 },
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'cost', headerName: 'Cost ($)', type: 'number', width: 140 },
];

export default function BudgetScopeToggle() {
  const [allRows, setAllRows] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={allRows} onChange={(event) => setAllRows(event.target.checked)} />}
        label={`aggregationRowsScope="${allRows ? 'all' : 'filtered'}"`}
      />
      <Box sx={{ height: 300 }}>
        <DataGridPremium
          label="Festival budget"
          rows={rows}
          columns={columns}
          aggregationRowsScope={allRows ? 'all' : 'filtered'}
          initialState={{
            filter: { filterModel: { items: [{ field: 'team', operator: 'equals', value: 'Production' }] } },
            aggregation: { model: { cost: 'sum', item: 'size' } },
          }}
        />
      </Box>
    </Box>
  );
}
