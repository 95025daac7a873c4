import Box from '@mui/material/Box';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { DataGrid, type GridColDef, type GridColTypeDef } from '@mui/x-data-grid';

type Blend = { id: number; blend: string; origin: string; weeklyKg: number[] };

const blends: Blend[] = [
  { id: 1, blend: 'Morning Ridge', origin: 'Ethiopia', weeklyKg: [42, 45, 44, 51, 49, 55, 58, 61] },
  { id: 2, blend: 'Dark Harbour', origin: 'Brazil', weeklyKg: [66, 64, 61, 63, 58, 57, 55, 52] },
  { id: 3, blend: 'Valley Decaf', origin: 'Colombia', weeklyKg: [18, 19, 18, 21, 20, 19, 22, 21] },
  { id: 4, blend: 'Espresso No. 7', origin: 'Guatemala', weeklyKg: [37, 41, 35, 44, 39, 47, 42, 50] },
  { id: 5, blend: 'Highland Light', origin: 'Kenya', weeklyKg: [25, 23, 27, 30, 34, 33, 38, 41] },
];

const weeks = Array.from({ length: 8 }, (_, index) => `Week ${index + 1}`);

// A column type for series of numbers: drawn as a small line, exported as text.
const sparklineColumn: GridColTypeDef<number[], string> = {
  type: 'custom',
  width: 170,
  sortable: false,
  filterable: false,
  display: 'flex',
  valueFormatter: (value: number[]) => value.join(' / '),
  renderCell: (params) => {
    const series = params.value ?? [];
    const first = series[0];
    const last = series[series.length - 1];
    return (
      <Box role="img" aria-label={`From ${first} to ${last} kg over ${series.length} weeks`} sx={{ width: '100%' }}>
        <SparkLineChart
          data={series}
          width={150}
          height={36}
          curve="natural"
          area
          baseline="min"
          xAxis={{ scaleType: 'point', data: weeks }}
        />
      </Box>
    );
  },
};

const columns: GridColDef<Blend>[] = [
  { field: 'blend', headerName: 'Blend', flex: 1, minWidth: 140 },
  { field: 'origin', headerName: 'Origin', width: 110 },
  { field: 'weeklyKg', headerName: 'Sales, last 8 weeks', ...sparklineColumn },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 100,
    valueGetter: (value, row) => row.weeklyKg[row.weeklyKg.length - 1] - row.weeklyKg[0],
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value} kg`,
  },
];

export default function CoffeeSparklines() {
  return (
    <div style={{ height: 330, width: '100%' }}>
      <DataGrid label="Coffee blends" rows={blends} columns={columns} rowHeight={52} hideFooter />
    </div>
  );
}
