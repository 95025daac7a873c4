import { LineChart } from '@mui/x-charts/LineChart';

const days = ['1 Jul', '2 Jul', '3 Jul', '4 Jul', '5 Jul', '6 Jul', '7 Jul', '8 Jul', '9 Jul', '10 Jul'];
const low = [14, 15, 13, 12, 14, 16, 17, 15, 13, 14];
const high = [24, 27, 25, 21, 23, 28, 31, 29, 24, 25];
const mean = low.map((value, index) => Math.round((value + high[index]) / 2));
const celsius = (value: number | null) => (value === null ? null : `${value} °C`);

export default function TemperatureRangeBand() {
  return (
    <LineChart
      height={300}
      margin={{ top: 24, right: 24 }}
      xAxis={[{ scaleType: 'point', data: days }]}
      yAxis={[{ min: 5, max: 35, valueFormatter: (value: number) => `${value}°` }]}
      series={[
        // An invisible series lifts the band to the daily low; the next one fills up to the high.
        { id: 'low', data: low, stack: 'range', showMark: false, valueFormatter: () => null },
        {
          id: 'range',
          label: 'Low to high',
          data: high.map((value, index) => value - low[index]),
          stack: 'range',
          area: true,
          showMark: false,
          color: '#ffb74d',
          valueFormatter: (value, { dataIndex }) => `${low[dataIndex]}–${high[dataIndex]} °C`,
        },
        { id: 'mean', label: 'Mean', data: mean, color: '#e65100', valueFormatter: celsius },
      ]}
      sx={{
        '& .MuiLineElement-series-low, & .MuiLineElement-series-range': { display: 'none' },
        '& .MuiAreaElement-series-range': { opacity: 0.45 },
      }}
    />
  );
}
