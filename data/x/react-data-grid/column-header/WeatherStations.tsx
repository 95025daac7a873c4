import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Reading = { id: number; station: string; temperature: number; humidity: number; wind: number; alert: boolean };

const rows: Reading[] = [
  { id: 1, station: 'Reykjavík Harbour', temperature: 4.2, humidity: 81, wind: 38, alert: true },
  { id: 2, station: 'Bergen Airport', temperature: 7.9, humidity: 88, wind: 22, alert: false },
  { id: 3, station: 'Aberdeen Dyce', temperature: 9.1, humidity: 76, wind: 19, alert: false },
  { id: 4, station: 'Tórshavn', temperature: 6.4, humidity: 92, wind: 45, alert: true },
];

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 170 },
  {
    field: 'temperature',
    headerName: 'Temp. (°C)',
    description: 'Air temperature two metres above ground, averaged over the last 10 minutes',
    type: 'number',
    width: 120,
    headerClassName: 'measure-header',
  },
  {
    field: 'humidity',
    headerName: 'Humidity (%)',
    description: 'Relative humidity',
    type: 'number',
    width: 130,
    headerClassName: 'measure-header',
  },
  {
    field: 'wind',
    headerName: 'Wind (km/h)',
    description: 'Strongest gust in the last hour',
    type: 'number',
    width: 120,
    headerClassName: 'measure-header',
  },
  { field: 'alert', headerName: 'Alert', type: 'boolean', width: 90, headerAlign: 'center' },
];

export default function WeatherStations() {
  return (
    <Box
      sx={{
        height: 320,
        width: '100%',
        '& .measure-header': { backgroundColor: 'action.hover' },
        '& .measure-header .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter showColumnVerticalBorder />
    </Box>
  );
}
