import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { HighlightItemData } from '@mui/x-charts/context';

// Donations collected per channel; the same order in both charts.
const channels = ['Street', 'Online', 'Events', 'Mail', 'Phone'];
const amounts = [4200, 9800, 6100, 2300, 1500];
const euros = (value: number | null) => (value === null ? '' : `€${value.toLocaleString('en-US')}`);

// Both series use the id 'donations', so one highlight state fits both charts.
const scope = { highlight: 'item', fade: 'global' } as const;

export default function BarPieLinkedItems() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(null);
  const selectedIndex = highlighted?.dataIndex ?? -1;

  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label="Highlighted channel"
        value={selectedIndex}
        onChange={(event) => {
          const index = Number(event.target.value);
          setHighlighted(index < 0 ? null : { seriesId: 'donations', dataIndex: index });
        }}
        sx={{ maxWidth: 240 }}
      >
        <MenuItem value={-1}>None</MenuItem>
        {channels.map((channel, index) => (
          <MenuItem key={channel} value={index}>
            {channel}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <BarChart
          height={260}
          margin={{ top: 16 }}
          title="Donations per channel, in euros"
          xAxis={[{ scaleType: 'band', data: channels }]}
          yAxis={[{ width: 52, valueFormatter: (value: number) => `€${value / 1000}k` }]}
          series={[{ id: 'donations', label: 'Donations', data: amounts, highlightScope: scope, valueFormatter: euros }]}
          highlightedItem={highlighted}
          onHighlightChange={setHighlighted}
          hideLegend
          sx={{ flex: 3 }}
        />
        <PieChart
          height={260}
          title="Share of donations per channel"
          series={[
            {
              id: 'donations',
              data: channels.map((channel, index) => ({ id: channel, label: channel, value: amounts[index] })),
              innerRadius: 40,
              highlightScope: scope,
              highlighted: { additionalRadius: 6 },
              valueFormatter: (item) => euros(item.value),
            },
          ]}
          highlightedItem={highlighted}
          onHighlightChange={setHighlighted}
          hideLegend
          sx={{ flex: 2 }}
        />
      </Stack>
    </Stack>
  );
}
