import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Gym check-ins over two weeks, Monday March 3 to Sunday March 16, 2025.
const days = Array.from({ length: 14 }, (_, index) => new Date(Date.UTC(2025, 2, 3 + index)));
const checkIns = [212, 188, 205, 176, 150, 97, 84, 224, 195, 201, 181, 143, 102, 79];

export default function GroupTickSizes() {
  const [weekTickSize, setWeekTickSize] = React.useState(30);

  return (
    <Box>
      <Typography id="week-tick-size-label" variant="body2">
        Tick size of the week row: {weekTickSize}px
      </Typography>
      <Slider
        aria-labelledby="week-tick-size-label"
        value={weekTickSize}
        onChange={(event, value) => setWeekTickSize(value as number)}
        min={6}
        max={40}
        sx={{ maxWidth: 300, ml: 1 }}
      />
      <BarChart
        height={260}
        aria-label="Gym check-ins per day over two weeks"
        xAxis={[
          {
            scaleType: 'band',
            data: days,
            height: weekTickSize + 30,
            groups: [
              // Row 0: day of the month; row 1: the week, merged over its seven days.
              { getValue: (date: Date) => date.getUTCDate(), tickSize: 4 },
              {
                getValue: (date: Date, index: number) => (index < 7 ? 'Week of Mar 3' : 'Week of Mar 10'),
                tickSize: weekTickSize,
              },
            ],
            valueFormatter: (date: Date) =>
              date.toLocaleDateString('en-US', {
                weekday: 'long',
                month: 'short',
                day: 'numeric',
                timeZone: 'UTC',
              }),
          },
        ]}
        yAxis={[{ width: 36 }]}
        series={[{ data: checkIns, label: 'Check-ins' }]}
        hideLegend
      />
    </Box>
  );
}
