import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridLoadingOverlayVariant } from '@mui/x-data-grid';

const flights = [
  { id: 'BA117', destination: 'New York', gate: 'B32', status: 'Boarding' },
  { id: 'LH903', destination: 'Frankfurt', gate: 'A12', status: 'Delayed' },
  { id: 'AF1681', destination: 'Paris', gate: 'C04', status: 'On time' },
  { id: 'KL1000', destination: 'Amsterdam', gate: 'A18', status: 'On time' },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'gate', headerName: 'Gate', width: 90 },
  { field: 'status', headerName: 'Status', width: 120 },
];

const variants: GridLoadingOverlayVariant[] = ['linear-progress', 'circular-progress', 'skeleton'];

export default function LoadingVariants() {
  const [variant, setVariant] = React.useState<GridLoadingOverlayVariant>('circular-progress');
  const [hasRows, setHasRows] = React.useState(true);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Loading overlay variant"
          value={variant}
          onChange={(event, value: GridLoadingOverlayVariant | null) => value && setVariant(value)}
        >
          {variants.map((value) => (
            <ToggleButton key={value} value={value} sx={{ textTransform: 'none' }}>
              {value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={hasRows} onChange={(event) => setHasRows(event.target.checked)} />}
          label="Rows already loaded"
        />
      </Stack>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          label="Departures"
          rows={hasRows ? flights : []}
          columns={columns}
          loading
          // `variant` applies while rows are shown, `noRowsVariant` while the grid is empty.
          slotProps={{ loadingOverlay: { variant, noRowsVariant: variant } }}
          hideFooter
        />
      </div>
    </Stack>
  );
}
