import * as React from 'react';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { SeriesLegendItemContext } from '@mui/x-charts/ChartsLegend';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const channels = [
  { id: 'search', label: 'Search', data: [820, 860, 900, 870, 810, 540, 500] },
  { id: 'social', label: 'Social', data: [310, 290, 350, 420, 480, 610, 590] },
  { id: 'email', label: 'Email', data: [460, 180, 150, 470, 160, 90, 80] },
  { id: 'referral', label: 'Referral', data: [120, 140, 130, 150, 160, 110, 100] },
];

export default function ToggleSeriesLegend() {
  const [hidden, setHidden] = React.useState<ReadonlySet<string>>(() => new Set(['referral']));

  const toggle = (id: string) => {
    setHidden((previous) => {
      const next = new Set(previous);
      if (next.has(id)) {
        next.delete(id);
      } else if (next.size < channels.length - 1) {
        // Keep at least one channel on screen.
        next.add(id);
      }
      return next;
    });
  };

  // Dim the legend entries of hidden series: each legend item carries `data-series`.
  const legendSx = Object.fromEntries(
    [...hidden].map((id) => [
      `& [data-series="${id}"]`,
      { textDecoration: 'line-through', '& .MuiChartsLegend-label': { color: 'text.secondary' } },
    ]),
  );

  const visible = channels.filter((channel) => !hidden.has(channel.id));

  return (
    <div>
      <LineChart
        height={300}
        margin={{ top: 24 }}
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ width: 44 }]}
        series={channels.map((channel) => ({
          id: channel.id,
          label: channel.label,
          // A hidden series keeps its place (and colour) but draws nothing.
          data: hidden.has(channel.id) ? channel.data.map(() => null) : channel.data,
        }))}
        slotProps={{
          legend: {
            onItemClick: (event: React.MouseEvent, item: SeriesLegendItemContext) =>
              toggle(String(item.seriesId)),
            sx: legendSx,
          },
        }}
      />
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
        Showing {visible.map((channel) => channel.label).join(', ')}. Select a legend entry to show or
        hide its channel.
      </Typography>
    </div>
  );
}
