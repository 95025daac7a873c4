import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 16 }, (_, index) => `${String(index + 6).padStart(2, '0')}:00`);
// Boiler water temperature (°C). The sensor dropped off the network twice: those hours are null.
const temperature = [61, 63, 66, 68, null, null, 70, 69, 67, null, 64, 62, 65, 67, 66, 63];

export default function BoilerSensorGaps() {
  const [connectNulls, setConnectNulls] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={connectNulls} onChange={(event) => setConnectNulls(event.target.checked)} />}
        label="connectNulls"
      />
      <LineChart
        height={280}
        margin={{ top: 16, right: 24 }}
        title="Boiler water temperature per hour, with missing readings"
        xAxis={[{ scaleType: 'point', data: hours, tickInterval: (_, index) => index % 3 === 0 }]}
        yAxis={[{ min: 55, max: 75, width: 48, valueFormatter: (value: number) => `${value} °C` }]}
        series={[
          {
            label: 'Water temperature',
            data: temperature,
            connectNulls,
            area: true,
            baseline: 'min',
            valueFormatter: (value) => (value === null ? 'no reading' : `${value} °C`),
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
