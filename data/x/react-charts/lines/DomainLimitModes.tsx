import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

type Mode = 'nice' | 'strict' | 'padded';

// Elevation profile of a cycling route, sampled from km 3 to km 47.
const distance = [3, 8, 13, 18, 23, 28, 33, 38, 43, 47];
const elevation = [212, 268, 341, 420, 395, 447, 512, 468, 380, 301];

export default function DomainLimitModes() {
  const [mode, setMode] = React.useState<Mode>('nice');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_, next) => next && setMode(next)}
        aria-label="x-axis domain"
      >
        <ToggleButton value="nice">nice (default)</ToggleButton>
        <ToggleButton value="strict">preferStrictDomainInLineCharts</ToggleButton>
        <ToggleButton value="padded">domainLimit function</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={260}
        margin={{ top: 24, right: 24 }}
        aria-label="Elevation along a cycling route"
        experimentalFeatures={{ preferStrictDomainInLineCharts: mode === 'strict' }}
        xAxis={[
          {
            data: distance,
            valueFormatter: (km: number) => `${km} km`,
            // Two kilometres of air on each side of the data.
            domainLimit: mode === 'padded' ? (min, max) => ({ min: min - 2, max: max + 2 }) : undefined,
          },
        ]}
        yAxis={[{ width: 44 }]}
        series={[{ label: 'Elevation', data: elevation, area: true, showMark: false, valueFormatter: (v) => `${v} m` }]}
        hideLegend
      />
    </Stack>
  );
}
