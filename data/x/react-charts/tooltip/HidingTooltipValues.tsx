import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const shifts = ['06–10', '10–14', '14–18', '18–22'];

// Incidents logged by a help desk per shift; 0 means no incident.
const hardware = [3, 0, 5, 1];
const network = [0, 2, 0, 4];

export default function HidingTooltipValues() {
  const [hideHeader, setHideHeader] = React.useState(false);
  const [hideZeros, setHideZeros] = React.useState(true);

  // null removes the row; an empty string keeps the row with a blank value.
  const format = (value: number | null) => {
    if (value === 0) {
      return hideZeros ? null : '';
    }
    return `${value} incident${value === 1 ? '' : 's'}`;
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={hideHeader} onChange={(event) => setHideHeader(event.target.checked)} />}
          label="Hide the shift (axis header)"
        />
        <FormControlLabel
          control={<Switch checked={hideZeros} onChange={(event) => setHideZeros(event.target.checked)} />}
          label="Remove rows without incidents"
        />
      </Stack>
      <BarChart
        height={240}
        margin={{ top: 24 }}
        aria-label="Help desk incidents per shift"
        xAxis={[{ scaleType: 'band', data: shifts, hideTooltip: hideHeader }]}
        yAxis={[{ width: 32, tickMinStep: 1 }]}
        series={[
          { label: 'Hardware', data: hardware, valueFormatter: format },
          { label: 'Network', data: network, valueFormatter: format },
        ]}
      />
    </Stack>
  );
}
