import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridSidebarValue,
  useGridApiRef,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';

type Booking = { id: number; court: string; sport: string; slot: string; hours: number };

const rows: Booking[] = [
  { id: 1, court: 'Court 1', sport: 'Tennis', slot: 'Morning', hours: 14 },
  { id: 2, court: 'Court 1', sport: 'Tennis', slot: 'Evening', hours: 22 },
  { id: 3, court: 'Court 2', sport: 'Padel', slot: 'Morning', hours: 9 },
  { id: 4, court: 'Court 2', sport: 'Padel', slot: 'Evening', hours: 26 },
  { id: 5, court: 'Court 3', sport: 'Badminton', slot: 'Morning', hours: 6 },
  { id: 6, court: 'Court 3', sport: 'Badminton', slot: 'Evening', hours: 17 },
];

const columns: GridColDef<Booking>[] = [
  { field: 'court', headerName: 'Court', width: 110 },
  { field: 'sport', headerName: 'Sport', width: 120 },
  { field: 'slot', headerName: 'Slot', width: 110 },
  { field: 'hours', headerName: 'Hours booked', type: 'number', width: 130 },
];

const pivotModel: GridPivotModel = {
  rows: [{ field: 'sport' }],
  columns: [{ field: 'slot' }],
  values: [{ field: 'hours', aggFunc: 'sum' }],
};

export default function PivotSidebarApi() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState('Pivot view off, panel closed.');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.showSidebar(GridSidebarValue.Pivot)}>
          Open pivot panel
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.hideSidebar()}>
          Close panel
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPivotActive((active) => !active)}>
          Switch pivot view
        </Button>
      </Stack>
      <Typography variant="body2" aria-live="polite" sx={{ minHeight: 20 }}>
        {log}
      </Typography>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPremium
          label="Court bookings"
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          showToolbar
          initialState={{ pivoting: { model: pivotModel } }}
          onSidebarOpen={(params) => setLog(`Sidebar opened (${params.value}).`)}
          onSidebarClose={() => setLog('Sidebar closed.')}
          onPivotActiveChange={(active) => setLog(`Pivot view ${active ? 'on' : 'off'}.`)}
        />
      </div>
    </Stack>
  );
}
