import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import PivotTableChartIcon from '@mui/icons-material/PivotTableChart';
import { DataGridPremium, GridOverlay, type GridColDef } from '@mui/x-data-grid-premium';

const readings = [
  { id: 1, site: 'Depot North', month: 'Jan', meter: 'Lighting', kwh: 1240 },
  { id: 2, site: 'Depot North', month: 'Jan', meter: 'Heating', kwh: 3380 },
  { id: 3, site: 'Depot North', month: 'Feb', meter: 'Lighting', kwh: 1105 },
  { id: 4, site: 'Depot South', month: 'Jan', meter: 'Lighting', kwh: 980 },
  { id: 5, site: 'Depot South', month: 'Feb', meter: 'Heating', kwh: 2710 },
  { id: 6, site: 'Depot South', month: 'Feb', meter: 'Lighting', kwh: 1010 },
];

const columns: GridColDef[] = [
  { field: 'site', headerName: 'Site', width: 130 },
  { field: 'month', headerName: 'Month', width: 90 },
  { field: 'meter', headerName: 'Meter', width: 110 },
  { field: 'kwh', headerName: 'Energy (kWh)', type: 'number', width: 130 },
];

function StartPivotOverlay() {
  return (
    <GridOverlay>
      <PivotTableChartIcon sx={{ fontSize: 44, color: 'text.secondary' }} />
      <Typography variant="body2" sx={{ maxWidth: 300 }}>
        Open the pivot panel from the toolbar, then drag “Site” to Rows and “Energy (kWh)” to Values to total the consumption per depot.
      </Typography>
    </GridOverlay>
  );
}

export default function EmptyPivot() {
  const [customOverlay, setCustomOverlay] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={customOverlay} onChange={(event) => setCustomOverlay(event.target.checked)} />}
        label="Custom emptyPivotOverlay"
      />
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPremium
          label="Energy readings"
          rows={readings}
          columns={columns}
          showToolbar
          // Pivot mode on, but the pivot model has no field yet.
          initialState={{ pivoting: { enabled: true, model: { rows: [], columns: [], values: [] } } }}
          slots={customOverlay ? { emptyPivotOverlay: StartPivotOverlay } : undefined}
          hideFooter
        />
      </div>
    </Stack>
  );
}
