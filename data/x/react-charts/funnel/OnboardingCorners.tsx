import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { FunnelChart, type FunnelCurveType } from '@mui/x-charts-pro/FunnelChart';

// New installs of a budgeting app in its first week on the store.
const onboarding = [
  { label: 'Installed', value: 6400 },
  { label: 'Created an account', value: 4700 },
  { label: 'Linked a bank', value: 2300 },
  { label: 'Set a budget', value: 1500 },
];

function Panel(props: { caption: string; gap: number; radius: number; curve: FunnelCurveType }) {
  const { caption, gap, radius, curve } = props;
  return (
    <Stack sx={{ flex: 1, minWidth: 240 }}>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {caption}
      </Typography>
      <FunnelChart
        height={260}
        title={`App onboarding, ${caption}`}
        hideLegend
        gap={gap}
        series={[{ data: onboarding, curve, borderRadius: radius }]}
      />
    </Stack>
  );
}

export default function OnboardingCorners() {
  const [radius, setRadius] = React.useState(12);
  const labelId = React.useId();

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', maxWidth: 380 }}>
        <Typography id={labelId} variant="body2" sx={{ flexShrink: 0 }}>
          borderRadius: {radius}
        </Typography>
        <Slider
          aria-labelledby={labelId}
          value={radius}
          min={0}
          max={30}
          onChange={(event, value) => setRadius(value as number)}
        />
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Panel caption="step, no gap" gap={0} radius={radius} curve="step" />
        <Panel caption="step, 10px gap" gap={10} radius={radius} curve="step" />
        <Panel caption="linear, 10px gap" gap={10} radius={radius} curve="linear" />
      </Stack>
    </Stack>
  );
}
