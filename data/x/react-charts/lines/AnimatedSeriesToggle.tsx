import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';

// Average wait in minutes at the emergency department of three hospitals.
const quarters = ['Q1', 'Q2', 'Q3', 'Q4', 'Q5', 'Q6'];
const hospitals = [
  { id: 'north', label: 'North', data: [48, 52, 45, 41, 39, 36] },
  { id: 'river', label: 'Riverside', data: [62, 58, 66, 60, 55, 51] },
  { id: 'hill', label: 'Hillcrest', data: [35, 38, 42, 47, 44, 40] },
];

export default function AnimatedSeriesToggle() {
  const [shown, setShown] = React.useState<string[]>(['north', 'river']);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const toggle = (id: string) =>
    setShown((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));

  return (
    <Stack spacing={1}>
      <FormGroup row>
        {hospitals.map((hospital) => (
          <FormControlLabel
            key={hospital.id}
            control={<Checkbox checked={shown.includes(hospital.id)} onChange={() => toggle(hospital.id)} />}
            label={hospital.label}
          />
        ))}
        <FormControlLabel
          control={<Checkbox checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
          label="skipAnimation"
        />
      </FormGroup>
      <LineChart
        height={260}
        margin={{ top: 24, right: 24 }}
        aria-label="Average emergency department wait per quarter"
        skipAnimation={skipAnimation}
        xAxis={[{ scaleType: 'point', data: quarters }]}
        yAxis={[{ width: 40, min: 0 }]}
        // A stable id per series lets the chart animate the right line when series come and go.
        series={hospitals.filter((hospital) => shown.includes(hospital.id))}
      />
    </Stack>
  );
}
