import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

type Preset = 'site' | 'harbour' | 'night';

// Plain (non CSS-variable) themes: palette.DataGrid sets the three background colours of the grid.
const harbour = createTheme({
  palette: {
    mode: 'light',
    DataGrid: { bg: '#f4f8fb', headerBg: '#dbe8f2', pinnedBg: '#e8f0f6' },
  },
});

const night = createTheme({
  palette: {
    mode: 'dark',
    DataGrid: { bg: '#111a24', headerBg: '#1c2a3a', pinnedBg: '#17222f' },
  },
});

const themes: Record<Preset, Theme | ((outer: Theme) => Theme)> = {
  site: (outer) => outer,
  harbour,
  night,
};

const berths = [
  { id: 'B-01', vessel: 'Nordic Tern', cargo: 'Timber', arrival: '06:40', tonnes: 8200, crane: 'C2' },
  { id: 'B-02', vessel: 'Santa Lucia', cargo: 'Containers', arrival: '07:15', tonnes: 21400, crane: 'C4' },
  { id: 'B-03', vessel: 'Kestrel Bay', cargo: 'Grain', arrival: '09:05', tonnes: 15600, crane: 'C1' },
  { id: 'B-04', vessel: 'Orca Spirit', cargo: 'Steel coils', arrival: '11:30', tonnes: 9800, crane: 'C3' },
];

const totals = { id: 'total', vessel: 'All berths', cargo: '', arrival: '', tonnes: 55000, crane: '' };

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Berth', width: 90 },
  { field: 'vessel', headerName: 'Vessel', width: 150 },
  { field: 'cargo', headerName: 'Cargo', width: 130 },
  { field: 'arrival', headerName: 'Arrival', width: 100 },
  { field: 'crane', headerName: 'Crane', width: 90 },
  { field: 'tonnes', headerName: 'Tonnes', type: 'number', width: 110 },
];

export default function GridBackgroundPalettes() {
  const [preset, setPreset] = React.useState<Preset>('harbour');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={preset}
        onChange={(_event, next: Preset | null) => next && setPreset(next)}
        aria-label="Grid background palette"
      >
        <ToggleButton value="site">Site theme</ToggleButton>
        <ToggleButton value="harbour">Harbour (light)</ToggleButton>
        <ToggleButton value="night">Night (dark)</ToggleButton>
      </ToggleButtonGroup>
      <ThemeProvider theme={themes[preset]}>
        <div style={{ height: 320, width: '100%' }}>
          <DataGridPro
            label="Berth schedule"
            rows={berths}
            columns={columns}
            hideFooter
            pinnedRows={{ bottom: [totals] }}
            initialState={{ pinnedColumns: { left: ['id'], right: ['tonnes'] } }}
          />
        </div>
      </ThemeProvider>
    </Stack>
  );
}
