import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';

type Reading = { id: number; station: string; tMin: number; tMax: number; windAvg: number; windGust: number; rain: number };

const rows: Reading[] = [
  { id: 1, station: 'Cape Hollow', tMin: 8.2, tMax: 14.6, windAvg: 31, windGust: 58, rain: 4.2 },
  { id: 2, station: 'Larkfield Airfield', tMin: 5.9, tMax: 17.1, windAvg: 12, windGust: 27, rain: 0 },
  { id: 3, station: 'Brennan Summit', tMin: -1.4, tMax: 6.3, windAvg: 44, windGust: 81, rain: 11.8 },
  { id: 4, station: 'Millbrook', tMin: 7.1, tMax: 18.4, windAvg: 9, windGust: 22, rain: 0.6 },
];

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 150 },
  { field: 'tMin', headerName: 'Min', type: 'number', width: 80 },
  { field: 'tMax', headerName: 'Max', type: 'number', width: 80 },
  { field: 'windAvg', headerName: 'Average', type: 'number', width: 100 },
  { field: 'windGust', headerName: 'Gust', type: 'number', width: 80 },
  { field: 'rain', headerName: 'Rain (mm)', type: 'number', width: 110 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  { groupId: 'temperature', headerName: 'Temperature (°C)', children: [{ field: 'tMin' }, { field: 'tMax' }] },
  { groupId: 'wind', headerName: 'Wind (km/h)', children: [{ field: 'windAvg' }, { field: 'windGust' }] },
];

export default function WeatherGroupHeaderHeight() {
  const [groupHeight, setGroupHeight] = React.useState(32);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={groupHeight}
        onChange={(_event, value: number | null) => value && setGroupHeight(value)}
        aria-label="Group header height"
      >
        <ToggleButton value={32}>32 px</ToggleButton>
        <ToggleButton value={44}>44 px</ToggleButton>
        <ToggleButton value={56}>56 px (default)</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 330, width: '100%' }}>
        <DataGrid
          label="Weather station readings"
          rows={rows}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          columnHeaderHeight={56}
          // Only the group row changes; the column headers keep their 56 px.
          columnGroupHeaderHeight={groupHeight}
          hideFooter
          showColumnVerticalBorder
        />
      </div>
    </Stack>
  );
}
