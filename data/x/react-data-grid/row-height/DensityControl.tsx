import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridDensity } from '@mui/x-data-grid';

const flights = [
  { id: 'AF1234', route: 'CDG → LIS', departure: '07:10', gate: 'F32', status: 'Boarding' },
  { id: 'LH2051', route: 'FRA → VIE', departure: '07:45', gate: 'A18', status: 'On time' },
  { id: 'KL1107', route: 'AMS → CPH', departure: '08:05', gate: 'D7', status: 'Delayed' },
  { id: 'IB3170', route: 'MAD → FCO', departure: '08:20', gate: 'J44', status: 'On time' },
  { id: 'SK1422', route: 'ARN → OSL', departure: '08:35', gate: 'B12', status: 'Cancelled' },
  { id: 'TP1351', route: 'LIS → LHR', departure: '09:00', gate: 'C3', status: 'On time' },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'route', headerName: 'Route', flex: 1, minWidth: 140 },
  { field: 'departure', headerName: 'Departs', width: 100 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function DensityControl() {
  const [density, setDensity] = React.useState<GridDensity>('compact');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        onChange={(_event, value: GridDensity | null) => value && setDensity(value)}
        aria-label="Row density"
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={flights}
          columns={columns}
          rowHeight={48}
          density={density}
          onDensityChange={setDensity}
          hideFooter
        />
      </div>
    </Stack>
  );
}
