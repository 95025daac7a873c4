import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

type Bed = { id: string; crop: string; tempC: number; humidity: number; soilPh: number; lightLux: number };

const beds: Bed[] = [
  { id: 'A1', crop: 'Tomatoes', tempC: 24.1, humidity: 68, soilPh: 6.4, lightLux: 32000 },
  { id: 'A2', crop: 'Peppers', tempC: 25.3, humidity: 64, soilPh: 6.6, lightLux: 30500 },
  { id: 'B1', crop: 'Basil', tempC: 22.8, humidity: 71, soilPh: 6.9, lightLux: 21000 },
  { id: 'B2', crop: 'Lettuce', tempC: 18.6, humidity: 74, soilPh: 6.2, lightLux: 17500 },
  { id: 'C1', crop: 'Cucumbers', tempC: 26.0, humidity: 79, soilPh: 6.1, lightLux: 34800 },
  { id: 'C2', crop: 'Strawberries', tempC: 20.4, humidity: 66, soilPh: 5.8, lightLux: 24300 },
];

const columns: GridColDef<Bed>[] = [
  { field: 'id', headerName: 'Bed', width: 70 },
  { field: 'crop', headerName: 'Crop', flex: 1, minWidth: 120 },
  { field: 'tempC', headerName: 'Temp (°C)', type: 'number', width: 105, valueFormatter: (value?: number | null) => (value == null ? '' : value.toFixed(1)) },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
  { field: 'soilPh', headerName: 'Soil pH', type: 'number', width: 90, valueFormatter: (value?: number | null) => (value == null ? '' : value.toFixed(1)) },
  { field: 'lightLux', headerName: 'Light (lx)', type: 'number', width: 105, valueFormatter: (value?: number | null) => (value == null ? '' : value.toLocaleString('en-US')) },
];

export default function GreenhouseSelectionModes() {
  const [rowSelection, setRowSelection] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={rowSelection} onChange={(event) => setRowSelection(event.target.checked)} />}
        label="Also select rows (checkboxes and clicks)"
      />
      <div style={{ height: 360, width: '100%' }}>
        <DataGridPremium
          label="Greenhouse sensors"
          rows={beds}
          columns={columns}
          cellSelection
          // With the switch off, a click selects the cell only.
          checkboxSelection={rowSelection}
          disableRowSelectionOnClick={!rowSelection}
          hideFooterSelectedRowCount={!rowSelection}
        />
      </div>
    </Stack>
  );
}
