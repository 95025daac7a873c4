import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import type { BarElementSlots, BarLabelProps } from '@mui/x-charts/BarChart';
import { useAnimateBar, useAnimateBarLabel } from '@mui/x-charts/hooks';

// The props the chart passes to the `bar` slot.
type BarProps = React.ComponentProps<NonNullable<BarElementSlots['bar']>>;

// A bar with rounded corners that grows like the default bar.
function RoundedBar(props: BarProps) {
  const { ownerState, id, dataIndex, xOrigin, yOrigin, layout, skipAnimation, color, x, y, width, height, ...other } =
    props;
  const animated = useAnimateBar(props);
  return <rect {...other} {...animated} rx={6} fill={color} opacity={ownerState.isFaded ? 0.3 : 1} />;
}

// A bold label that travels with its bar.
function TravellingLabel(props: BarLabelProps) {
  const {
    seriesId,
    dataIndex,
    color,
    isFaded,
    isHighlighted,
    skipAnimation,
    layout,
    classes,
    xOrigin,
    yOrigin,
    x,
    y,
    width,
    height,
    ...other
  } = props;
  const { ref, x: labelX, y: labelY } = useAnimateBarLabel(props);
  return (
    <text
      {...other}
      ref={ref}
      x={labelX}
      y={labelY}
      textAnchor="middle"
      dominantBaseline="central"
      fill="#fff"
      fontWeight={700}
      fontSize={14}
    />
  );
}

const stations = ['Harbour', 'Old Town', 'Museum', 'Campus', 'Stadium'];

export default function RoundedBarsAnimateHooks() {
  const [run, setRun] = React.useState(0);
  const [weekend, setWeekend] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" size="small" onClick={() => setRun((count) => count + 1)}>
          Replay first render
        </Button>
        <Button variant="outlined" size="small" onClick={() => setWeekend((value) => !value)}>
          Show {weekend ? 'weekdays' : 'weekend'}
        </Button>
      </Stack>
      <BarChart
        key={run}
        height={280}
        margin={{ top: 16 }}
        title={`Bike-share pick-ups per station, ${weekend ? 'weekend' : 'weekday'} average`}
        xAxis={[{ scaleType: 'band', data: stations }]}
        yAxis={[{ min: 0, max: 400, width: 40 }]}
        series={[{ label: 'Pick-ups', data: weekend ? [310, 280, 240, 90, 350] : [180, 220, 130, 290, 60] }]}
        barLabel="value"
        slots={{ bar: RoundedBar, barLabel: TravellingLabel }}
        sx={{ width: '100%' }}
      />
    </Stack>
  );
}
