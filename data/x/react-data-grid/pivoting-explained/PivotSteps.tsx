import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef, type GridPivotModel } from '@mui/x-data-grid-premium';

type Sale = { id: number; region: string; channel: string; product: string; bags: number; revenue: number };

const rows: Sale[] = [
  { id: 1, region: 'South', channel: 'Wholesale', product: 'Espresso blend', bags: 35, revenue: 630 },
  { id: 2, region: 'North', channel: 'Online', product: 'Espresso blend', bags: 20, revenue: 360 },
  { id: 3, region: 'North', channel: 'Wholesale', product: 'Decaf blend', bags: 10, revenue: 160 },
  { id: 4, region: 'West', channel: 'Online', product: 'Single origin', bags: 8, revenue: 200 },
  { id: 5, region: 'South', channel: 'Online', product: 'Decaf blend', bags: 12, revenue: 192 },
  { id: 6, region: 'North', channel: 'Wholesale', product: 'Espresso blend', bags: 40, revenue: 720 },
  { id: 7, region: 'West', channel: 'Wholesale', product: 'Espresso blend', bags: 25, revenue: 450 },
  { id: 8, region: 'South', channel: 'Wholesale', product: 'Single origin', bags: 14, revenue: 350 },
  { id: 9, region: 'North', channel: 'Online', product: 'Single origin', bags: 6, revenue: 150 },
  { id: 10, region: 'West', channel: 'Online', product: 'Decaf blend', bags: 9, revenue: 144 },
  { id: 11, region: 'South', channel: 'Wholesale', product: 'Espresso blend', bags: 30, revenue: 540 },
  { id: 12, region: 'North', channel: 'Online', product: 'Decaf blend', bags: 15, revenue: 240 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'channel', headerName: 'Channel', width: 110 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'bags', headerName: 'Bags', type: 'number', width: 90 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)) },
];

type Step = 'flat' | 'rows' | 'oneDimension' | 'twoDimensions';

const values: GridPivotModel['values'] = [{ field: 'revenue', aggFunc: 'sum' }];

const models: Record<Exclude<Step, 'flat'>, GridPivotModel> = {
  rows: { rows: [{ field: 'product' }], columns: [], values },
  oneDimension: { rows: [{ field: 'product' }], columns: [{ field: 'region', sort: 'asc' }], values },
  twoDimensions: {
    rows: [{ field: 'product' }],
    columns: [{ field: 'region', sort: 'asc' }, { field: 'channel', sort: 'asc' }],
    values,
  },
};

export default function PivotSteps() {
  const [step, setStep] = React.useState<Step | null>('oneDimension');
  const [pivotActive, setPivotActive] = React.useState(true);
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>(models.oneDimension);

  const handleStep = (next: Step | null) => {
    if (!next) return;
    setStep(next);
    setPivotActive(next !== 'flat');
    if (next !== 'flat') setPivotModel(models[next]);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup size="small" exclusive value={step} aria-label="Pivot step"
        onChange={(_event, next: Step | null) => handleStep(next)} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <ToggleButton value="flat">Flat rows</ToggleButton>
        <ToggleButton value="rows">Rows: product</ToggleButton>
        <ToggleButton value="oneDimension">+ Columns: region</ToggleButton>
        <ToggleButton value="twoDimensions">+ Columns: channel</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 340 }}>
        <DataGridPremium
          label="Coffee revenue"
          rows={rows}
          columns={columns}
          density="compact"
          pivotActive={pivotActive}
          onPivotActiveChange={(active) => { setPivotActive(active); setStep(null); }}
          pivotModel={pivotModel}
          // Edits made from the column menu's "Manage pivot" panel land here.
          onPivotModelChange={(model) => { setPivotModel(model); setStep(null); }}
        />
      </Box>
      <Typography component="pre" variant="body2"
        sx={{ mt: 1, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontFamily: 'monospace', overflowX: 'auto' }}>
        {`pivotActive: ${pivotActive}\n`}
        {Object.entries(pivotModel).map(([key, items]) => `${key}: ${JSON.stringify(items)}`).join('\n')}
      </Typography>
    </Box>
  );
}
