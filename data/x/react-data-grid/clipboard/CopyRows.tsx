import * as React from 'react';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

type Station = { id: number; city: string; temperature: number; humidity: number; wind: number };

const rows: Station[] = [
  { id: 1, city: 'Reykjavík', temperature: 3.2, humidity: 81, wind: 34 },
  { id: 2, city: 'Marrakesh', temperature: 24.8, humidity: 32, wind: 12 },
  { id: 3, city: 'Singapore', temperature: 30.1, humidity: 84, wind: 9 },
  { id: 4, city: 'Ushuaia', temperature: 6.5, humidity: 70, wind: 41 },
];

const columns: GridColDef<Station>[] = [
  { field: 'city', headerName: 'Station', flex: 1, minWidth: 130 },
  { field: 'temperature', headerName: 'Temp.', type: 'number', width: 100, valueFormatter: (value?: number) => `${value} °C` },
  { field: 'humidity', headerName: 'Humidity', type: 'number', width: 110, valueFormatter: (value?: number) => `${value} %` },
  { field: 'wind', headerName: 'Wind', type: 'number', width: 110, valueFormatter: (value?: number) => `${value} km/h` },
];

export default function CopyRows() {
  const [copied, setCopied] = React.useState('');
  const [raw, setRaw] = React.useState(false);

  const handleCopy: GridEventListener<'clipboardCopy'> = (data) => setCopied(data);

  return (
    <Box>
      <FormControlLabel
        control={<Switch checked={raw} onChange={(event) => setRaw(event.target.checked)} />}
        label="Copy raw values (without units)"
      />
      <div style={{ height: 280, width: '100%' }}>
        <DataGrid
          label="Weather stations"
          rows={rows}
          columns={columns}
          checkboxSelection
          ignoreValueFormatterDuringExport={raw}
          onClipboardCopy={handleCopy}
          hideFooter
        />
      </div>
      <Typography component="p" variant="subtitle2" sx={{ mt: 1.5 }}>
        Last copy
      </Typography>
      <Box
        component="pre"
        sx={{ m: 0, p: 1.5, minHeight: 64, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13, overflow: 'auto' }}
      >
        {copied || 'Focus a cell or select rows, then press Ctrl+C (⌘+C on macOS).'}
      </Box>
    </Box>
  );
}
