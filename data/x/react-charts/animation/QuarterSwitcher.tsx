import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

const regions = ['North', 'South', 'East', 'West'];

// Revenue per region, in thousands of euros.
const revenue: Record<string, number[]> = {
  Q1: [42, 31, 27, 38],
  Q2: [48, 29, 35, 41],
  Q3: [36, 44, 39, 33],
  Q4: [55, 47, 30, 46],
};

export default function QuarterSwitcher() {
  const [quarter, setQuarter] = React.useState('Q1');
  const [skipAnimation, setSkipAnimation] = React.useState(false);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Quarter"
          value={quarter}
          onChange={(event, value) => value && setQuarter(value)}
        >
          {Object.keys(revenue).map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />
          }
          label="skipAnimation"
        />
      </Stack>
      <BarChart
        height={300}
        margin={{ top: 24 }}
        title={`Revenue per region, ${quarter}`}
        skipAnimation={skipAnimation}
        xAxis={[{ scaleType: 'band', data: regions }]}
        yAxis={[{ min: 0, max: 60, valueFormatter: (value: number) => `${value}k` }]}
        barLabel="value"
        series={[{ data: revenue[quarter], label: 'Revenue (k€)' }]}
      />
    </Stack>
  );
}
