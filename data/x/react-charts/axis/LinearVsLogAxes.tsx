import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';

const hours = [0, 2, 4, 6, 8, 10, 12, 14];
// Bacteria counted in a culture sample, in cells per millilitre.
const cells = [500, 1900, 7200, 28000, 105000, 390000, 1400000, 4800000];

function compact(value: number) {
  if (value >= 1e6) {
    return `${value / 1e6}M`;
  }
  return value >= 1e3 ? `${value / 1e3}k` : `${value}`;
}

// Keep the unlabelled minor ticks of the log axis unlabelled.
const formatTick = (value: number, context: AxisValueFormatterContext) =>
  context.location === 'tick' && context.defaultTickLabel === '' ? '' : compact(value);

export default function LinearVsLogAxes() {
  return (
    <LineChart
      height={260}
      aria-label="The same bacteria counts drawn against a linear axis and a log axis"
      xAxis={[{ data: hours, valueFormatter: (hour: number) => `${hour} h` }]}
      yAxis={[
        { id: 'linear-count', scaleType: 'linear', width: 44, valueFormatter: compact },
        { id: 'log-count', scaleType: 'log', position: 'right', width: 44, valueFormatter: formatTick },
      ]}
      series={[
        {
          data: cells,
          yAxisId: 'linear-count',
          label: 'Linear axis (left)',
          valueFormatter: (v) => `${v} cells/mL`,
        },
        {
          data: cells,
          yAxisId: 'log-count',
          label: 'Log axis (right)',
          valueFormatter: (v) => `${v} cells/mL`,
        },
      ]}
    />
  );
}
