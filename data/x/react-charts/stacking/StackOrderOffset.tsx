import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import type { StackOffsetType, StackOrderType } from '@mui/x-charts/models';

const years = ['2018', '2019', '2020', '2021', '2022', '2023', '2024'];

// Electricity generation of a mid-sized country, in TWh.
const sources = [
  { label: 'Coal', data: [92, 84, 70, 66, 58, 41, 30] },
  { label: 'Gas', data: [60, 64, 61, 66, 59, 57, 52] },
  { label: 'Nuclear', data: [71, 70, 68, 69, 63, 66, 67] },
  { label: 'Wind', data: [38, 45, 52, 50, 61, 72, 80] },
  { label: 'Solar', data: [9, 12, 16, 21, 29, 38, 47] },
];
const totals = years.map((_, index) => sources.reduce((sum, source) => sum + source.data[index], 0));

const orders: StackOrderType[] = ['none', 'reverse', 'ascending', 'descending', 'appearance', 'insideOut'];
const offsets: StackOffsetType[] = ['none', 'expand', 'diverging', 'silhouette', 'wiggle'];

export default function StackOrderOffset() {
  const [stackOrder, setStackOrder] = React.useState<StackOrderType>('none');
  const [stackOffset, setStackOffset] = React.useState<StackOffsetType>('none');

  const yFormatter = (value: number) =>
    stackOffset === 'expand' ? `${Math.round(value * 100)}%` : `${value}`;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="stackOrder"
          value={stackOrder}
          onChange={(event) => setStackOrder(event.target.value as StackOrderType)}
          sx={{ minWidth: 150 }}
        >
          {orders.map((order) => (
            <MenuItem key={order} value={order}>
              {order}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="stackOffset"
          value={stackOffset}
          onChange={(event) => setStackOffset(event.target.value as StackOffsetType)}
          sx={{ minWidth: 150 }}
        >
          {offsets.map((offset) => (
            <MenuItem key={offset} value={offset}>
              {offset}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <LineChart
        height={320}
        margin={{ top: 24 }}
        xAxis={[{ scaleType: 'point', data: years }]}
        yAxis={[{ width: 44, valueFormatter: yFormatter }]}
        series={sources.map((source) => ({
          ...source,
          stack: 'generation',
          area: true,
          showMark: false,
          stackOrder,
          stackOffset,
          // The tooltip shows the original value, plus its share of the year's total.
          valueFormatter: (value: number | null, { dataIndex }: { dataIndex: number }) =>
            `${value} TWh (${Math.round(((value ?? 0) / totals[dataIndex]) * 100)}%)`,
        }))}
      />
    </Stack>
  );
}
