import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// v7: leftAxis={null} rightAxis={{}} legend={{ direction: 'row', position: { vertical: 'bottom', horizontal: 'middle' } }}
export default function EnergyMixAfterUpgrade() {
  return (
    <BarChart
      height={320}
      margin={{ top: 24, left: 8 }}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[
        {
          position: 'right',
          width: 52,
          label: 'MWh',
          tickLabelStyle: { fontSize: 12 },
        },
      ]}
      series={[
        { data: [410, 380, 355, 300, 260, 240], label: 'Gas', stack: 'mix' },
        { data: [120, 150, 210, 260, 310, 340], label: 'Solar', stack: 'mix' },
        { data: [230, 245, 220, 190, 170, 160], label: 'Wind', stack: 'mix' },
      ]}
      slotProps={{
        legend: {
          direction: 'horizontal',
          position: { vertical: 'bottom', horizontal: 'center' },
        },
      }}
    />
  );
}
