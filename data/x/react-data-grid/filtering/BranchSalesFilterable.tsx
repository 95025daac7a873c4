import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const sales = [
  { id: 1, rep: 'Amara Okafor', branch: 'Lagos', revenue: 48200, notes: 'Renewed two enterprise plans' },
  { id: 2, rep: 'Jonas Berg', branch: 'Oslo', revenue: 31900, notes: 'New logo: Fjord Logistics' },
  { id: 3, rep: 'Chidi Eze', branch: 'Lagos', revenue: 27450, notes: 'Upsell to premium support' },
  { id: 4, rep: 'Ingrid Dahl', branch: 'Oslo', revenue: 40100, notes: 'Lost one renewal' },
  { id: 5, rep: 'Funmi Adeyemi', branch: 'Lagos', revenue: 36780, notes: 'Three new small-business accounts' },
  { id: 6, rep: 'Per Nilsen', branch: 'Oslo', revenue: 22300, notes: 'Ramp-up quarter' },
];

const columns: GridColDef[] = [
  { field: 'rep', headerName: 'Sales rep', width: 150 },
  { field: 'branch', headerName: 'Branch', width: 110 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 120 },
  // Free-text notes make a poor filter: this column is left out of the filter panel.
  { field: 'notes', headerName: 'Notes', flex: 1, minWidth: 200, filterable: false },
];

export default function BranchSalesFilterable() {
  const [filteringEnabled, setFilteringEnabled] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={filteringEnabled} onChange={(event) => setFilteringEnabled(event.target.checked)} />
        }
        label="Allow filtering"
      />
      <div style={{ height: 330 }}>
        <DataGrid
          label="Quarterly sales"
          rows={sales}
          columns={columns}
          showToolbar
          disableColumnFilter={!filteringEnabled}
        />
      </div>
    </Stack>
  );
}
