import { ScatterChart } from '@mui/x-charts/ScatterChart';

const severities = ['Low', 'Medium', 'High', 'Critical'];
// Incidents in March 2025: [day, hour, duration in minutes, severity index].
const incidents = [
  [2, 9, 12, 0], [3, 14, 45, 1], [5, 2, 180, 3], [6, 11, 20, 0], [8, 16, 65, 2], [10, 8, 15, 0],
  [11, 13, 30, 1], [13, 22, 95, 2], [15, 10, 8, 0], [16, 4, 240, 3], [18, 15, 40, 1], [19, 9, 25, 1],
  [21, 12, 70, 2], [23, 18, 10, 0], [24, 7, 55, 1], [26, 20, 120, 2], [28, 11, 18, 0], [30, 3, 35, 1],
].map(([day, hour, minutes, severity], index) => ({
  id: index,
  x: Date.UTC(2025, 2, day, hour),
  y: minutes,
  z: severities[severity],
}));

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  timeZone: 'UTC',
});

export default function IncidentTimeline() {
  return (
    <ScatterChart
      height={340}
      margin={{ top: 24, right: 24 }}
      xAxis={[
        {
          scaleType: 'utc',
          min: Date.UTC(2025, 2, 1),
          max: Date.UTC(2025, 2, 31),
          valueFormatter: (value: number) => dateFormat.format(value),
        },
      ]}
      yAxis={[{ label: 'Duration (min)', min: 0, max: 260 }]}
      zAxis={[
        {
          id: 'severity',
          colorMap: {
            type: 'ordinal',
            values: severities,
            colors: ['#78909c', '#fbc02d', '#fb8c00', '#e53935'],
          },
        },
      ]}
      series={[
        {
          label: 'Incidents',
          data: incidents,
          zAxisId: 'severity',
          markerSize: 6,
          valueFormatter: (point) =>
            point ? `${point.z}, ${dateTimeFormat.format(point.x)} UTC, ${point.y} min` : '',
        },
      ]}
      hideLegend
    />
  );
}
