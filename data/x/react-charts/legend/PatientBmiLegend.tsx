import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';

// 24 patients of a general practice: age, systolic blood pressure and body-mass index.
// Generated from a fixed formula so the first render is always the same.
const patients = Array.from({ length: 24 }, (_, index) => {
  const age = 24 + ((index * 17) % 52);
  return {
    id: `patient-${index}`,
    x: age,
    y: 104 + Math.round(age * 0.45) + ((index * 11) % 22),
    z: 19 + ((index * 7) % 17),
  };
});

export default function PatientBmiLegend() {
  return (
    <ScatterChart
      height={320}
      margin={{ top: 24 }}
      xAxis={[{ label: 'Age (years)', min: 20, max: 80 }]}
      yAxis={[{ label: 'Systolic pressure (mmHg)', width: 56, min: 100 }]}
      // The z-axis holds the colour map: each point is coloured by its `z` value.
      zAxis={[{ colorMap: { type: 'continuous', min: 18, max: 36, color: ['#4fc3f7', '#d84315'] } }]}
      series={[
        {
          data: patients,
          label: 'Patients',
          valueFormatter: (point) =>
            point ? `${point.x} years, ${point.y} mmHg, BMI ${point.z}` : '',
        },
      ]}
      // `axisDirection` defaults to 'z': the legend finds the colour map on its own.
      slots={{ legend: ContinuousColorLegend }}
      // The gradient stretches to the legend's width.
      slotProps={{ legend: { sx: { width: 240, maxWidth: '100%' } } }}
    />
  );
}
