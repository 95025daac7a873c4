import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, type GridColDef, type GridPivotModel } from '@mui/x-data-grid-premium';

type Ticket = { id: number; team: string; channel: string; priority: string; hours: number };

const rows: Ticket[] = [
  { id: 1, team: 'Billing', channel: 'E-mail', priority: 'High', hours: 3 },
  { id: 2, team: 'Billing', channel: 'Chat', priority: 'Low', hours: 0.5 },
  { id: 3, team: 'Billing', channel: 'Phone', priority: 'High', hours: 2 },
  { id: 4, team: 'Platform', channel: 'E-mail', priority: 'High', hours: 6 },
  { id: 5, team: 'Platform', channel: 'Chat', priority: 'Medium', hours: 1.5 },
  { id: 6, team: 'Platform', channel: 'E-mail', priority: 'Low', hours: 1 },
  { id: 7, team: 'Accounts', channel: 'Phone', priority: 'Medium', hours: 2.5 },
  { id: 8, team: 'Accounts', channel: 'Chat', priority: 'High', hours: 1 },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'channel', headerName: 'Channel', width: 120 },
  { field: 'priority', headerName: 'Priority', width: 110 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 100 },
  { field: 'id', headerName: 'Ticket', type: 'number', width: 90 },
];

const modelFor = (split: 'channel' | 'priority'): GridPivotModel => ({
  rows: [{ field: 'team' }],
  columns: [{ field: split, sort: 'asc' }],
  values: [
    { field: 'hours', aggFunc: 'sum' },
    { field: 'id', aggFunc: 'size' },
  ],
});

export default function PivotControlled() {
  const [pivotActive, setPivotActive] = React.useState(true);
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>(() => modelFor('channel'));
  const split = pivotModel.columns[0]?.field;

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={pivotActive} onChange={(event) => setPivotActive(event.target.checked)} />}
          label="Pivot"
        />
        <ToggleButtonGroup size="small" exclusive value={split ?? null} aria-label="Columns by"
          onChange={(_event, value: 'channel' | 'priority' | null) => value && setPivotModel(modelFor(value))}>
          <ToggleButton value="channel">By channel</ToggleButton>
          <ToggleButton value="priority">By priority</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          showToolbar
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
        />
      </Box>
    </Box>
  );
}
