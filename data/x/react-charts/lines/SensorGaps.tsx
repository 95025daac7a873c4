import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const times = ['00:00', '02:00', '04:00', '06:00', '08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00', '22:00'];
// The greenhouse sensor was offline between 08:00 and 12:00.
const humidity = [71, 73, 76, 78, null, null, null, 58, 55, 60, 66, 69];
const temperature = [14, 13, 12, 13, null, null, null, 27, 28, 24, 19, 16];

export default function SensorGaps() {
  const [connectNulls, setConnectNulls] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={connectNulls} onChange={(event) => setConnectNulls(event.target.checked)} />}
        label="connectNulls"
      />
      <LineChart
        height={300}
        margin={{ top: 24, right: 24 }}
        xAxis={[{ scaleType: 'point', data: times }]}
        series={[
          { label: 'Humidity (%)', data: humidity, connectNulls, shape: 'circle' },
          { label: 'Temperature (°C)', data: temperature, connectNulls, shape: 'square' },
        ]}
      />
    </Stack>
  );
}
