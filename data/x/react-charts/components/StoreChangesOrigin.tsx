import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { useDrawingArea, useXScale, useYScale } from '@mui/x-charts/hooks';

// Change in visitors (x, %) and in sales (y, %) per store, year over year.
const stores = [
  { id: 'a', x: 12, y: 9 },
  { id: 'b', x: -6, y: -2 },
  { id: 'c', x: 4, y: 11 },
  { id: 'd', x: -14, y: -9 },
  { id: 'e', x: 21, y: 15 },
  { id: 'f', x: 8, y: -4 },
  { id: 'g', x: -3, y: 6 },
  { id: 'h', x: 16, y: 19 },
];

// Outlines the drawing area and draws the lines through x = 0 and y = 0.
function AreaAndOrigin() {
  const { left, top, width, height } = useDrawingArea();
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  const originX = xScale(0);
  const originY = yScale(0);

  return (
    <g pointerEvents="none" fill="currentColor" stroke="currentColor" fontSize={11}>
      <rect x={left} y={top} width={width} height={height} fill="none" strokeDasharray="6 4" opacity={0.6} />
      <line x1={originX} x2={originX} y1={top} y2={top + height} />
      <line x1={left} x2={left + width} y1={originY} y2={originY} />
      <text x={originX + 4} y={originY - 4} stroke="none">
        (0, 0) at {Math.round(originX)}, {Math.round(originY)} px
      </text>
      <text x={left + 4} y={top + 12} stroke="none">
        drawing area: {Math.round(width)} × {Math.round(height)} px
      </text>
    </g>
  );
}

export default function StoreChangesOrigin() {
  const [margin, setMargin] = React.useState(24);

  return (
    <Stack spacing={1}>
      <Box sx={{ maxWidth: 280 }}>
        <Typography id="store-origin-margin" variant="body2">
          margin: {margin}px
        </Typography>
        <Slider
          size="small"
          min={0}
          max={60}
          value={margin}
          onChange={(_, value) => setMargin(value as number)}
          aria-labelledby="store-origin-margin"
        />
      </Box>
      <ScatterChart
        height={300}
        margin={margin}
        title="Change in visitors and in sales per store, year over year"
        xAxis={[{ min: -20, max: 25, valueFormatter: (value: number) => `${value}%` }]}
        yAxis={[{ min: -15, max: 25, width: 44, valueFormatter: (value: number) => `${value}%` }]}
        series={[
          {
            label: 'Stores',
            data: stores,
            valueFormatter: (store) => store && `visitors ${store.x}%, sales ${store.y}%`,
          },
        ]}
        hideLegend
        sx={{ color: 'text.primary' }}
      >
        <AreaAndOrigin />
      </ScatterChart>
    </Stack>
  );
}
