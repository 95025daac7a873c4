import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridColumnGroupingModel,
  type GridEventListener,
} from '@mui/x-data-grid';

type Bill = { id: number; month: string; dayKwh: number; nightKwh: number; solarKwh: number; gasM3: number; heatPumpKwh: number };

const rows: Bill[] = [
  { id: 1, month: 'January', dayKwh: 212, nightKwh: 148, solarKwh: 35, gasM3: 96, heatPumpKwh: 310 },
  { id: 2, month: 'February', dayKwh: 190, nightKwh: 131, solarKwh: 61, gasM3: 84, heatPumpKwh: 275 },
  { id: 3, month: 'March', dayKwh: 176, nightKwh: 120, solarKwh: 118, gasM3: 52, heatPumpKwh: 190 },
];

const columns: GridColDef<Bill>[] = [
  { field: 'month', headerName: 'Month', width: 110 },
  { field: 'dayKwh', headerName: 'Day (kWh)', type: 'number', width: 110 },
  { field: 'nightKwh', headerName: 'Night (kWh)', type: 'number', width: 120 },
  { field: 'solarKwh', headerName: 'Solar (kWh)', type: 'number', width: 120 },
  { field: 'gasM3', headerName: 'Gas (m³)', type: 'number', width: 100 },
  { field: 'heatPumpKwh', headerName: 'Heat pump (kWh)', type: 'number', width: 150 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'electricity',
    headerName: 'Electricity',
    children: [
      { groupId: 'grid', headerName: 'From the grid', children: [{ field: 'dayKwh' }, { field: 'nightKwh' }] },
      { groupId: 'own', headerName: 'Own production', children: [{ field: 'solarKwh' }] },
    ],
  },
  { groupId: 'heating', headerName: 'Heating', children: [{ field: 'gasM3' }, { field: 'heatPumpKwh' }] },
];

export default function EnergyGroupPathLookup() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('Click a column header to see the groups above it.');

  const handleHeaderClick = React.useCallback<GridEventListener<'columnHeaderClick'>>(
    (params) => {
      const api = apiRef.current;
      if (!api) {
        return;
      }
      const details = api.getAllGroupDetails();
      const path = api.getColumnGroupPath(params.field).map((groupId) => details[groupId]?.headerName ?? groupId);
      const name = params.colDef.headerName ?? params.field;
      setMessage(path.length > 0 ? `${name} sits under: ${path.join(' › ')}` : `${name} is not in any group.`);
    },
    [apiRef],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" role="status">
        {message}
      </Typography>
      <div style={{ height: 330, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          label="Household energy use"
          rows={rows}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          onColumnHeaderClick={handleHeaderClick}
          disableColumnSorting
          hideFooter
          showColumnVerticalBorder
        />
      </div>
    </Stack>
  );
}
