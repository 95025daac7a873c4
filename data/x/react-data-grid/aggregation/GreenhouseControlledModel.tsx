import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridAggregationModel, type GridColDef } from '@mui/x-data-grid-premium';

type Reading = { id: number; bed: string; crop: string; temperature: number; humidity: number };

const rows: Reading[] = [
  { id: 1, bed: 'A1', crop: 'Tomatoes', temperature: 24.1, humidity: 68 },
  { id: 2, bed: 'A2', crop: 'Peppers', temperature: 25.6, humidity: 63 },
  { id: 3, bed: 'B1', crop: 'Basil', temperature: 22.8, humidity: 71 },
  { id: 4, bed: 'B2', crop: 'Lettuce', temperature: 19.4, humidity: 75 },
  { id: 5, bed: 'C1', crop: 'Cucumbers', temperature: 26.2, humidity: 79 },
];

const columns: GridColDef<Reading>[] = [
  { field: 'bed', headerName: 'Bed', width: 90 },
  { field: 'crop', headerName: 'Crop', width: 130 },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 170 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 150 },
];

const presets: { label: string; model: GridAggregationModel }[] = [
  { label: 'Averages', model: { temperature: 'avg', humidity: 'avg' } },
  { label: 'Extremes', model: { temperature: 'max', humidity: 'min' } },
  { label: 'None', model: {} },
];

export default function GreenhouseControlledModel() {
  const [model, setModel] = React.useState<GridAggregationModel>(presets[0].model);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }} role="group" aria-label="Aggregation presets">
        {presets.map((preset) => (
          <Button key={preset.label} size="small" variant="outlined" onClick={() => setModel(preset.model)}>
            {preset.label}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGridPremium
          label="Greenhouse readings"
          rows={rows}
          columns={columns}
          aggregationModel={model}
          onAggregationModelChange={(newModel) => setModel(newModel)}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace' }}>
        aggregationModel: {JSON.stringify(model)}
      </Typography>
    </Box>
  );
}
