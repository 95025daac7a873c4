import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Listings in two cities: [size in m², monthly rent in €].
const lyon = [
  [28, 640], [34, 710], [41, 780], [45, 850], [52, 920], [58, 990], [63, 1010], [70, 1120],
  [76, 1180], [83, 1260], [90, 1310], [38, 760], [47, 820], [66, 1090], [95, 1380], [31, 690],
];
const paris = [
  [22, 890], [27, 1020], [33, 1190], [39, 1310], [44, 1460], [51, 1640], [57, 1780], [62, 1910],
  [68, 2090], [74, 2240], [81, 2390], [25, 960], [36, 1250], [48, 1560], [59, 1850], [88, 2610],
];
const toPoints = (city: string, rows: number[][]) =>
  rows.map(([size, rent], index) => ({ id: `${city}-${index}`, x: size, y: rent }));

export default function ApartmentRents() {
  return (
    <ScatterChart
      height={320}
      margin={{ top: 24, right: 24 }}
      xAxis={[{ label: 'Size (m²)', min: 20, max: 100 }]}
      yAxis={[{ width: 56, valueFormatter: (value: number) => `€${value}` }]}
      series={[
        {
          label: 'Lyon',
          data: toPoints('lyon', lyon),
          valueFormatter: (point) => (point ? `${point.x} m², €${point.y}` : ''),
        },
        {
          label: 'Paris',
          data: toPoints('paris', paris),
          valueFormatter: (point) => (point ? `${point.x} m², €${point.y}` : ''),
        },
      ]}
      grid={{ horizontal: true, vertical: true }}
    />
  );
}
