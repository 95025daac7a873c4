import { DataGridPremium, GRID_AGGREGATION_FUNCTIONS, type GridColDef } from '@mui/x-data-grid-premium';

type Station = { id: number; station: string; high: number; low: number; rain: number };

const rows: Station[] = [
  { id: 1, station: 'Bergen', high: 14.2, low: 8.9, rain: 11.4 },
  { id: 2, station: 'Galway', high: 16.0, low: 10.3, rain: 6.2 },
  { id: 3, station: 'Brest', high: 18.4, low: 11.7, rain: 3.8 },
  { id: 4, station: 'Porto', high: 23.1, low: 14.5, rain: 0.4 },
  { id: 5, station: 'Tórshavn', high: 11.6, low: 7.2, rain: 9.1 },
];

const columns: GridColDef<Station>[] = [
  { field: 'station', headerName: 'Station', width: 130 },
  { field: 'high', headerName: 'High (°C)', type: 'number', width: 130 },
  { field: 'low', headerName: 'Low (°C)', type: 'number', width: 130 },
  { field: 'rain', headerName: 'Rain (mm)', type: 'number', width: 130 },
];

// A sum of temperatures from different towns is meaningless: offer every built-in except `sum`.
const withoutSum = Object.fromEntries(
  Object.entries(GRID_AGGREGATION_FUNCTIONS).filter(([name]) => name !== 'sum'),
);

export default function WeatherStationsNoSum() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGridPremium
        label="Coastal weather stations"
        rows={rows}
        columns={columns}
        aggregationFunctions={withoutSum}
        initialState={{ aggregation: { model: { high: 'max', low: 'min', rain: 'avg' } } }}
      />
    </div>
  );
}
