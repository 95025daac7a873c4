import { ScatterChart, scatterClasses } from '@mui/x-charts/ScatterChart';

// Runs logged by a club: distance (km) and pace (min/km), morning and evening sessions.
const morning = [
  [5, 5.4], [6.5, 5.6], [8, 5.5], [10, 5.8], [12, 5.9], [7, 5.3], [15, 6.1], [9, 5.6], [21, 6.4], [4, 5.1],
].map(([x, y], index) => ({ id: `m${index}`, x, y }));
const evening = [
  [5, 5.0], [6, 5.1], [8.5, 5.3], [10, 5.4], [11, 5.6], [7.5, 4.9], [13, 5.7], [4.5, 4.8], [16, 5.9], [9, 5.2],
].map(([x, y], index) => ({ id: `e${index}`, x, y }));

const format = (point: { x: number; y: number } | null) => (point ? `${point.x} km at ${point.y} min/km` : '');

export default function RunningPaceSelectors() {
  return (
    <ScatterChart
      height={260}
      margin={{ top: 16, right: 24 }}
      aria-label="Pace by distance for morning and evening runs"
      xAxis={[{ label: 'Distance (km)', min: 0, max: 22 }]}
      yAxis={[{ width: 44, min: 4.5, max: 6.5, label: 'min/km' }]}
      series={[
        { id: 'morning', label: 'Morning', data: morning, valueFormatter: format },
        { id: 'evening', label: 'Evening', data: evening, valueFormatter: format },
      ].map((series) => ({ ...series, markerSize: 6, highlightScope: { highlight: 'series', fade: 'global' } }))}
      sx={(theme) => ({
        // Every series: a thin outline in the page background colour separates overlapping points.
        [`& .${scatterClasses.root} circle`]: {
          stroke: (theme.vars || theme).palette.background.paper,
          strokeWidth: 1,
        },
        // Faded points of any series nearly disappear.
        '& [data-faded]': { opacity: 0.15 },
        // Highlighted morning runs get a dark ring, evening runs a dashed one.
        '& [data-series="morning"] [data-highlighted]': {
          stroke: (theme.vars || theme).palette.text.primary,
          strokeWidth: 2,
        },
        '& [data-series="evening"] [data-highlighted]': {
          stroke: (theme.vars || theme).palette.text.primary,
          strokeWidth: 2,
          strokeDasharray: '2 2',
        },
      })}
    />
  );
}
