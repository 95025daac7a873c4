import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

// Orders per day at a bakery's online shop over four weeks.
const orders = [
  31, 28, 35, 40, 52, 77, 64, 30, 33, 37, 41, 55, 81, 60, 29, 34, 36, 44, 58, 85, 69, 33, 35, 39, 47, 61, 92, 71,
];
const days = orders.map((_, index) => index + 1);
const best = Math.max(...orders);

export default function SparseMarks() {
  const [disableLineItemHighlight, setDisableLineItemHighlight] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={disableLineItemHighlight}
            onChange={(event) => setDisableLineItemHighlight(event.target.checked)}
          />
        }
        label="disableLineItemHighlight"
      />
      <LineChart
        height={260}
        margin={{ top: 24, right: 24 }}
        aria-label="Daily online orders over four weeks, marked on Saturdays and on the best day"
        xAxis={[{ data: days, valueFormatter: (day: number) => `Day ${day}`, tickInterval: [1, 8, 15, 22] }]}
        yAxis={[{ width: 40 }]}
        series={[
          {
            label: 'Orders',
            data: orders,
            // One mark per week (day 6, 13, 20, 27 are Saturdays) and one on the best day.
            showMark: ({ index, value }) => index % 7 === 5 || value === best,
            shape: 'diamond',
          },
        ]}
        disableLineItemHighlight={disableLineItemHighlight}
        hideLegend
      />
    </Stack>
  );
}
