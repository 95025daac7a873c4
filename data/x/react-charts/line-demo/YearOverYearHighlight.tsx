import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const years = [
  { year: '2021', data: [21, 19, 24, 27, 30, 34, 41, 43, 33, 28, 25, 36] },
  { year: '2022', data: [23, 22, 27, 29, 33, 38, 45, 47, 36, 31, 27, 40] },
  { year: '2023', data: [26, 24, 29, 33, 37, 41, 50, 52, 40, 34, 30, 44] },
  { year: '2024', data: [28, 27, 33, 36, 41, 46, 55, 58, 44, 37, 33, 49] },
  { year: '2025', data: [31, 30, 36, 40, 45, 51, 61, 63, null, null, null, null] },
];

export default function YearOverYearHighlight() {
  return (
    <LineChart
      height={320}
      margin={{ top: 24, right: 24 }}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}k` }]}
      series={years.map(({ year, data }) => ({
        id: `y${year}`,
        label: year,
        data,
        showMark: false,
        highlightScope: { highlight: 'series', fade: 'global' } as const,
        valueFormatter: (value: number | null) => (value === null ? null : `${value}k visitors`),
      }))}
      sx={{ '& .MuiLineElement-series-y2025': { strokeWidth: 4 } }}
    />
  );
}
