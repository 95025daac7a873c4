import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ContinuousColorLegend, PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';

type Scale = 'continuous' | 'piecewise';
type LabelPosition = 'start' | 'end' | 'extremes';
type Direction = 'horizontal' | 'vertical';

// Courses of an online catalogue: price, enrolled learners and completion rate (%).
const courses = Array.from({ length: 20 }, (_, index) => ({
  id: `course-${index}`,
  x: 20 + ((index * 23) % 180),
  y: 150 + ((index * 97) % 800),
  z: 25 + ((index * 29) % 75),
}));

function Choice<T extends string>(props: { label: string; value: T; options: T[]; onChange: (value: T) => void }) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={props.value}
      aria-label={props.label}
      onChange={(_, next: T | null) => next && props.onChange(next)}
    >
      {props.options.map((option) => (
        <ToggleButton key={option} value={option}>
          {option}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

export default function CompletionLabelPositions() {
  const [scale, setScale] = React.useState<Scale>('continuous');
  const [labelPosition, setLabelPosition] = React.useState<LabelPosition>('end');
  const [direction, setDirection] = React.useState<Direction>('horizontal');

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Choice label="Colour scale" value={scale} options={['continuous', 'piecewise']} onChange={setScale} />
        <Choice label="Label position" value={labelPosition} options={['start', 'end', 'extremes']} onChange={setLabelPosition} />
        <Choice label="Legend direction" value={direction} options={['horizontal', 'vertical']} onChange={setDirection} />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Point colour: share of enrolled learners who completed the course, in %.
      </Typography>
      <ScatterChart
        height={300}
        margin={{ top: 24 }}
        xAxis={[{ label: 'Price (USD)', min: 0 }]}
        yAxis={[{ label: 'Learners', width: 56 }]}
        zAxis={[
          {
            colorMap:
              scale === 'continuous'
                ? { type: 'continuous', min: 20, max: 100, color: ['#ffb74d', '#1e88e5'] }
                : { type: 'piecewise', thresholds: [40, 60, 80], colors: ['#ffb74d', '#aed581', '#4db6ac', '#1e88e5'] },
          },
        ]}
        series={[{ data: courses, label: 'Courses' }]}
        slots={{ legend: scale === 'continuous' ? ContinuousColorLegend : PiecewiseColorLegend }}
        slotProps={{
          legend: {
            direction,
            labelPosition,
            position: direction === 'vertical' ? { vertical: 'middle', horizontal: 'end' } : undefined,
            // A continuous gradient stretches to the size you give it.
            sx: scale === 'continuous' ? (direction === 'vertical' ? { height: 180 } : { width: 280, maxWidth: '100%' }) : undefined,
          },
        }}
      />
    </Stack>
  );
}
