import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const usedGb = [412, 430, 455, 468, 490, 497, 521];
const COLOR = '#1e88e5';

export default function StorageGradientArea() {
  // A page-unique id for the SVG gradient, so several charts can sit on one page.
  const gradientId = `storage-fill-${React.useId()}`;

  return (
    <LineChart
      height={300}
      margin={{ top: 24, right: 24 }}
      xAxis={[{ scaleType: 'point', data: days }]}
      yAxis={[{ min: 0, max: 600, valueFormatter: (value: number) => `${value} GB`, width: 60 }]}
      series={[
        {
          id: 'used',
          label: 'Storage used',
          data: usedGb,
          area: true,
          color: COLOR,
          valueFormatter: (value) => `${value} GB`,
        },
      ]}
      sx={{ [`& .MuiAreaElement-series-used`]: { fill: `url(#${gradientId})` } }}
      hideLegend
    >
      <defs>
        <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0%" stopColor={COLOR} stopOpacity={0.6} />
          <stop offset="100%" stopColor={COLOR} stopOpacity={0.05} />
        </linearGradient>
      </defs>
    </LineChart>
  );
}
