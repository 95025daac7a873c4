import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FunnelChart, type FunnelCurveType } from '@mui/x-charts-pro/FunnelChart';

const curves: FunnelCurveType[] = ['linear', 'linear-sharp', 'step', 'bump'];

const applicants = [
  { label: 'Applied', value: 480 },
  { label: 'Screened', value: 210 },
  { label: 'Interviewed', value: 64 },
  { label: 'Offered', value: 12 },
];

export default function FunnelCurves() {
  const [curve, setCurve] = React.useState<FunnelCurveType>('linear');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Curve"
        value={curve}
        onChange={(event, value: FunnelCurveType | null) => value && setCurve(value)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {curves.map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FunnelChart
        height={300}
        title="Hiring funnel for the design team"
        hideLegend
        series={[
          {
            data: applicants,
            curve,
            valueFormatter: (item, context) =>
              item ? `${applicants[context.dataIndex].label}: ${item.value}` : '',
          },
        ]}
      />
    </Stack>
  );
}
