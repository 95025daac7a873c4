import { BarChart, barLabelClasses } from '@mui/x-charts/BarChart';

const teams = ['Support', 'Sales', 'Product', 'Finance', 'Legal'];
const satisfaction = [86, 72, 64, 91, 9];

export default function BarValueLabels() {
  return (
    <BarChart
      height={300}
      margin={{ top: 24 }}
      xAxis={[{ scaleType: 'band', data: teams }]}
      yAxis={[{ max: 100, width: 40, valueFormatter: (value: number) => `${value}%` }]}
      series={[
        {
          data: satisfaction,
          label: 'Satisfied employees',
          color: '#1565c0',
          valueFormatter: (value) => `${value}%`,
        },
      ]}
      // Print the value inside each bar, unless the bar is too short to hold it.
      barLabel={(item, context) =>
        context.bar.height < 24 ? null : `${item.value}%`
      }
      sx={{
        [`& .${barLabelClasses.root}`]: { fill: '#fff', fontWeight: 600 },
      }}
    />
  );
}
