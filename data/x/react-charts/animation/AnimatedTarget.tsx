import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useAnimate, useDrawingArea, useYScale } from '@mui/x-charts/hooks';

function TargetLine({ value }: { value: number }) {
  const { left, width } = useDrawingArea();
  const yScale = useYScale();
  const y = yScale(value) ?? 0;

  // Animates the `y` of the line from its previous value to the new one.
  const { ref, ...attributes } = useAnimate(
    { y },
    {
      createInterpolator: (from, to) => (t) => ({ y: from.y + (to.y - from.y) * t }),
      transformProps: (props) => ({ y1: props.y, y2: props.y }),
      applyProps: (element: SVGLineElement, props) => {
        element.setAttribute('y1', String(props.y1));
        element.setAttribute('y2', String(props.y2));
      },
    },
  );

  return (
    <line
      ref={ref}
      x1={left}
      x2={left + width}
      {...attributes}
      stroke="currentColor"
      strokeWidth={2}
      strokeDasharray="6 4"
    />
  );
}

export default function AnimatedTarget() {
  const [target, setTarget] = React.useState(120);

  return (
    <Box>
      <BarChart
        height={280}
        margin={{ top: 24 }}
        title={`Tickets closed per agent against a target of ${target}`}
        xAxis={[{ scaleType: 'band', data: ['Ana', 'Ben', 'Chloé', 'Dev', 'Eli'] }]}
        yAxis={[{ min: 0, max: 200 }]}
        series={[{ data: [134, 98, 151, 117, 86], label: 'Tickets closed' }]}
      >
        <TargetLine value={target} />
      </BarChart>
      <Typography variant="body2" color="text.secondary">
        Monthly target: {target} tickets
      </Typography>
      <Slider
        aria-label="Monthly target"
        value={target}
        min={60}
        max={180}
        step={10}
        onChange={(event, value) => setTarget(value as number)}
      />
    </Box>
  );
}
