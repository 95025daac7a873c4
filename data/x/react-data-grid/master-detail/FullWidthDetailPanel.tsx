import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  gridDimensionsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

const hours = ['00', '02', '04', '06', '08', '10', '12', '14', '16', '18', '20', '22'];

interface Sensor {
  id: number;
  sensor: string;
  location: string;
  readings: number[];
  note: string;
}

const sensors: Sensor[] = [
  { id: 1, sensor: 'T-101', location: 'Cold store A', readings: [2.1, 2.0, 1.9, 2.0, 2.4, 2.8, 3.1, 3.0, 2.7, 2.5, 2.3, 2.2],
    note: 'Door opened between 10:00 and 14:00 for a delivery; temperature stayed within the 0–4 °C range.' },
  { id: 2, sensor: 'T-102', location: 'Cold store B', readings: [3.4, 3.5, 3.5, 3.6, 3.9, 4.6, 5.2, 4.8, 4.1, 3.8, 3.6, 3.5],
    note: 'Above 4 °C from 10:00 to 16:00. Compressor service booked for Thursday.' },
  { id: 3, sensor: 'T-201', location: 'Freezer room', readings: [-18.2, -18.4, -18.3, -18.1, -17.9, -17.5, -17.2, -17.4, -17.8, -18.0, -18.1, -18.3],
    note: 'Normal cycle. Defrost ran at 12:00 as scheduled.' },
];

const columns: GridColDef<Sensor>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 90 },
  { field: 'location', headerName: 'Location', width: 140 },
  ...hours.map(
    (hour, index): GridColDef<Sensor> => ({
      field: `h${hour}`,
      headerName: `${hour}:00`,
      type: 'number',
      width: 80,
      valueGetter: (_value, row) => row.readings[index],
    }),
  ),
];

function SensorNote({ sensor }: { sensor: Sensor }) {
  const apiRef = useGridApiContext();
  // The visible width of the grid, updated when the grid is resized.
  const { viewportInnerSize } = useGridSelector(apiRef, gridDimensionsSelector);
  return (
    <Box
      sx={{ position: 'sticky', left: 0, px: 3, py: 1.5, boxSizing: 'border-box' }}
      style={{ width: viewportInnerSize.width > 0 ? viewportInnerSize.width : '100%' }}
    >
      <Typography variant="body2">
        {sensor.sensor}: {sensor.note}
      </Typography>
    </Box>
  );
}

export default function FullWidthDetailPanel() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Sensor>) => <SensorNote sensor={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGridPro
        label="Temperature log (°C)"
        rows={sensors}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ pinnedColumns: { left: [GRID_DETAIL_PANEL_TOGGLE_FIELD, 'sensor'] } }}
        hideFooter
      />
    </div>
  );
}
