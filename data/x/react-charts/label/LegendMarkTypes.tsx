import { LineChart, lineElementClasses } from '@mui/x-charts/LineChart';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

// A dashed stroke, to match the dashed forecast line in the plot.
function DashedMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg viewBox="0 0 24 24" className={className}>
      <line x1="0" y1="12" x2="24" y2="12" stroke={color} strokeWidth="5" strokeDasharray="7 4" />
    </svg>
  );
}

export default function LegendMarkTypes() {
  return (
    <LineChart
      height={300}
      margin={{ top: 24 }}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ width: 44, valueFormatter: (value: number) => `${value}k` }]}
      series={[
        { id: 'actual', label: 'Revenue', data: [42, 45, 51, 49, 56, null, null, null] },
        {
          id: 'forecast',
          label: 'Forecast',
          data: [null, null, null, null, 56, 59, 63, 66],
          labelMarkType: DashedMark,
        },
        {
          id: 'target',
          label: 'Target',
          data: [45, 47, 50, 52, 55, 57, 60, 62],
          labelMarkType: 'circle',
          showMark: true,
        },
      ]}
      sx={{
        [`& .${lineElementClasses.root}[data-series="forecast"]`]: { strokeDasharray: '7 4' },
      }}
    />
  );
}
