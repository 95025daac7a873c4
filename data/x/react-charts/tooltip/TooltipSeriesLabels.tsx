import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

// A series label can depend on where it is shown: the legend stays short,
// the tooltip spells out the station and the unit.
const stations = [
  { id: 'bergen', legend: 'Bergen', tooltip: 'Bergen Florida station, mm', data: [190, 152, 170, 114, 106, 133, 148, 194] },
  { id: 'madrid', legend: 'Madrid', tooltip: 'Madrid Retiro station, mm', data: [33, 35, 25, 45, 44, 21, 12, 10] },
];

export default function TooltipSeriesLabels() {
  return (
    <LineChart
      height={260}
      margin={{ top: 24, right: 24 }}
      aria-label="Monthly rainfall in Bergen and Madrid"
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ width: 40 }]}
      series={stations.map((station) => ({
        id: station.id,
        data: station.data,
        label: (location: 'tooltip' | 'legend') => (location === 'tooltip' ? station.tooltip : station.legend),
      }))}
    />
  );
}
