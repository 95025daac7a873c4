import { styled } from '@mui/material/styles';
import { AnimatedLine, LineChart } from '@mui/x-charts/LineChart';
import type { AnimatedLineProps } from '@mui/x-charts/LineChart';
import { useDrawingArea, useXScale, useYScale } from '@mui/x-charts/hooks';

const weeks = Array.from({ length: 16 }, (_, index) => `W${index + 1}`);
const lastActual = 9; // W10 is the last measured week; the rest is forecast.

// Bicycles rented per week; measured until W10, forecast afterwards.
const rentals = [420, 455, 480, 510, 560, 590, 640, 700, 690, 730, 760, 790, 815, 840, 860, 880];
// Forecast interval: how far the actual figure may land from the forecast.
const low = rentals.map((value, index) => (index < lastActual ? null : value - (index - lastActual) * 22));
const high = rentals.map((value, index) => (index < lastActual ? null : value + (index - lastActual) * 26));

const Band = styled('path')(({ theme }) => ({
  fill: (theme.vars || theme).palette.primary.main,
  opacity: 0.15,
}));

function UncertaintyBand() {
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  const upper: string[] = [];
  const lower: string[] = [];
  weeks.forEach((week, index) => {
    const x = xScale(week);
    const top = high[index];
    const bottom = low[index];
    if (x !== undefined && top !== null && bottom !== null) {
      upper.push(`${x},${yScale(top)}`);
      lower.unshift(`${x},${yScale(bottom)}`);
    }
  });
  return <Band d={`M${upper.join('L')}L${lower.join('L')}Z`} />;
}

// The line slot draws the series twice: solid up to the last measured week, dashed after it.
function MeasuredThenForecastLine(props: AnimatedLineProps) {
  const { left, top, width, height } = useDrawingArea();
  const xScale = useXScale<'point'>();
  const splitX = xScale(weeks[lastActual]) ?? left;
  const clipId = `rental-forecast-${props.ownerState.id}`;
  return (
    <g>
      <clipPath id={`${clipId}-measured`}>
        <rect x={left} y={top} width={splitX - left} height={height} />
      </clipPath>
      <clipPath id={`${clipId}-forecast`}>
        <rect x={splitX} y={top} width={left + width - splitX} height={height} />
      </clipPath>
      <g clipPath={`url(#${clipId}-measured)`}>
        <AnimatedLine {...props} />
      </g>
      <g clipPath={`url(#${clipId}-forecast)`}>
        <AnimatedLine {...props} strokeDasharray="6 5" />
      </g>
    </g>
  );
}

export default function DemandForecastBand() {
  return (
    <LineChart
      height={300}
      margin={{ top: 16, right: 24 }}
      title="Weekly bike rentals: measured until week 10, forecast with its range afterwards"
      xAxis={[{ scaleType: 'point', data: weeks }]}
      yAxis={[{ min: 300, max: 1200, width: 48 }]}
      series={[
        {
          label: 'Rentals',
          data: rentals,
          showMark: false,
          valueFormatter: (value, { dataIndex }) =>
            dataIndex <= lastActual
              ? `${value} bikes`
              : `${value} bikes (forecast, ${low[dataIndex]}–${high[dataIndex]})`,
        },
      ]}
      slots={{ line: MeasuredThenForecastLine }}
      hideLegend
    >
      <UncertaintyBand />
    </LineChart>
  );
}
