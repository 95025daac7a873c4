import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

type Placement = 'top' | 'bottom' | 'end';

// Patients referred to a physiotherapy clinic in one quarter.
const referrals = [
  { label: 'Referred by a GP', value: 860 },
  { label: 'Booked a first visit', value: 610 },
  { label: 'Attended', value: 540 },
  { label: 'Completed the programme', value: 310 },
];

export default function ClinicLegend() {
  const [hidden, setHidden] = React.useState(false);
  const [placement, setPlacement] = React.useState<Placement>('bottom');

  const position =
    placement === 'end'
      ? ({ vertical: 'middle', horizontal: 'end' } as const)
      : ({ vertical: placement, horizontal: 'center' } as const);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />}
          label="Hide legend"
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Legend position"
          value={placement}
          disabled={hidden}
          onChange={(event, value: Placement | null) => value && setPlacement(value)}
        >
          <ToggleButton value="top">Top</ToggleButton>
          <ToggleButton value="bottom">Bottom</ToggleButton>
          <ToggleButton value="end">Side</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <FunnelChart
        height={320}
        title="Physiotherapy referrals, first quarter"
        hideLegend={hidden}
        series={[{ data: referrals, labelMarkType: 'circle' }]}
        slotProps={{
          legend: {
            position,
            direction: placement === 'end' ? 'vertical' : 'horizontal',
          },
        }}
      />
    </Stack>
  );
}
