import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';

const options = ['0', 'min', 'max', '18'] as const;
type Option = (typeof options)[number];

// Daily average indoor temperature of an office in winter, in °C; 18 °C is the heating target.
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const temperature = [19.5, 20.4, 17.2, 16.1, 18.8, 21.3, 20.2];

export default function AreaBaselinePicker() {
  const [option, setOption] = React.useState<Option>('18');
  const labelId = React.useId();
  const baseline = option === 'min' || option === 'max' ? option : Number(option);

  return (
    <Stack spacing={1}>
      <FormControl>
        <FormLabel id={labelId}>baseline</FormLabel>
        <RadioGroup row aria-labelledby={labelId} value={option} onChange={(event) => setOption(event.target.value as Option)}>
          {options.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio size="small" />} label={value} />
          ))}
        </RadioGroup>
      </FormControl>
      <LineChart
        height={260}
        margin={{ top: 24, right: 24 }}
        aria-label="Office temperature against the 18 degree target"
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ width: 40, min: 14, max: 23 }]}
        series={[
          { label: 'Temperature', data: temperature, area: true, baseline, valueFormatter: (value) => `${value} °C` },
        ]}
        hideLegend
      />
    </Stack>
  );
}
