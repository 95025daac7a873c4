import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import type { AxisItemIdentifier } from '@mui/x-charts/models';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const metrics = [
  { name: 'Visits', unit: '', data: [1240, 1380, 1310, 1490, 1620, 980, 870] },
  { name: 'Sign-ups', unit: '', data: [48, 55, 51, 63, 70, 31, 27] },
  { name: 'Conversion', unit: '%', data: [3.9, 4.0, 3.9, 4.2, 4.3, 3.2, 3.1] },
];

export default function SyncedSparklines() {
  // One highlight shared by every row: hovering a day in one chart shows it in all of them.
  const [highlighted, setHighlighted] = React.useState<AxisItemIdentifier[]>([]);
  const dayIndex = highlighted[0]?.dataIndex;

  return (
    <Stack spacing={1} sx={{ maxWidth: 480 }}>
      <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
        {dayIndex === undefined ? 'Last 7 days (hover a chart)' : days[dayIndex]}
      </Typography>
      {metrics.map((metric) => (
        <Stack key={metric.name} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ width: 88 }}>
            {metric.name}
          </Typography>
          <Box sx={{ flex: 1 }}>
            <SparkLineChart
              data={metric.data}
              height={36}
              showHighlight
              xAxis={{ id: 'days', scaleType: 'point', data: days }}
              highlightedAxis={highlighted}
              onHighlightedAxisChange={setHighlighted}
            />
          </Box>
          <Typography variant="body2" sx={{ width: 56, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
            {metric.data[dayIndex ?? metric.data.length - 1]}
            {metric.unit}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
