import { LineChart } from '@mui/x-charts/LineChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

// Outpatient appointments per weekday at a small clinic.
const cardiology = [38, 42, 35, 44, 30];
const dermatology = [22, 19, 27, 24, 18];
const paediatrics = [31, 36, 33, 29, 40];
// Daily booking capacity: drawn as a reference, but deliberately left out of the legend.
const capacity = weekdays.map(() => 45);

export default function LabelledSeriesLegend() {
  return (
    <LineChart
      height={300}
      margin={{ top: 24 }}
      xAxis={[{ scaleType: 'point', data: weekdays }]}
      yAxis={[{ width: 40, min: 0 }]}
      series={[
        { id: 'cardiology', data: cardiology, label: 'Cardiology' },
        { id: 'dermatology', data: dermatology, label: 'Dermatology' },
        { id: 'paediatrics', data: paediatrics, label: 'Paediatrics' },
        // No `label`: no legend entry.
        { id: 'capacity', data: capacity, showMark: false, color: '#9e9e9e' },
      ]}
      sx={{ '& .MuiLineElement-series-capacity': { strokeDasharray: '6 4' } }}
    />
  );
}
