import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import type { BarLabelProps } from '@mui/x-charts/BarChart';

// Places the label above its bar and plays its own entrance with the Web Animations API.
function PoppingLabel(props: BarLabelProps) {
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
  const ref = React.useRef<SVGTextElement>(null);

  React.useEffect(() => {
    const element = ref.current;
    if (!element || skipAnimation || typeof element.animate !== 'function') {
      return undefined;
    }
    const animation = element.animate(
      [
        { opacity: 0, transform: 'translateY(-24px)' },
        { opacity: 1, transform: 'translateY(4px)', offset: 0.7 },
        { opacity: 1, transform: 'translateY(0)' },
      ],
      { duration: 700, delay: 300 + dataIndex * 120, easing: 'ease-out', fill: 'backwards' },
    );
    return () => animation.cancel();
  }, [skipAnimation, dataIndex]);

  return (
    <text
      {...other}
      ref={ref}
      x={x + width / 2}
      y={y - 10}
      textAnchor="middle"
      fill="currentColor"
      fontSize={13}
      fontWeight={600}
    />
  );
}

const flavours = ['Vanilla', 'Pistachio', 'Lemon', 'Chocolate', 'Mango'];

export default function BouncingLabelsWebAnimations() {
  const [run, setRun] = React.useState(0);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', color: 'text.primary' }}>
      <Button variant="outlined" size="small" onClick={() => setRun((count) => count + 1)}>
        Replay
      </Button>
      <BarChart
        key={run}
        height={280}
        margin={{ top: 28 }}
        title="Ice cream scoops sold on Sunday, by flavour"
        xAxis={[{ scaleType: 'band', data: flavours }]}
        yAxis={[{ min: 0, max: 140, width: 40 }]}
        series={[{ label: 'Scoops', data: [118, 64, 87, 131, 52] }]}
        barLabel="value"
        slots={{ barLabel: PoppingLabel }}
        sx={{ width: '100%' }}
      />
    </Stack>
  );
}
