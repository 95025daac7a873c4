import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
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
  const [spaced, setSpaced] = React.useState(false);
  const [outlined, setOutlined] = React.useState(false);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Curve"
          value={curve}
          onChange={(event, value) => value && setCurve(value)}
        >
          {curves.map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={spaced} onChange={(event) => setSpaced(event.target.checked)} />}
          label="Gap"
        />
        <FormControlLabel
          control={<Switch checked={outlined} onChange={(event) => setOutlined(event.target.checked)} />}
          label="Outlined"
        />
      </Stack>
      <FunnelChart
        height={300}
        title="Hiring funnel for the design team"
        gap={spaced ? 6 : 0}
        hideLegend
        series={[
          {
            data: applicants,
            curve,
            variant: outlined ? 'outlined' : 'filled',
            borderRadius: spaced ? 8 : 0,
            valueFormatter: (item, context) =>
              item ? `${applicants[context.dataIndex].label}: ${item.value}` : '',
          },
        ]}
      />
    </Stack>
  );
}
