import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FunnelChart, type FunnelLabelOptions } from '@mui/x-charts-pro/FunnelChart';

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';

// Sessions on an airline's booking site, one Saturday.
const bookings = [
  { label: 'Searched flights', value: 18200 },
  { label: 'Chose a fare', value: 7400 },
  { label: 'Added passengers', value: 5100 },
  { label: 'Paid', value: 3650 },
];

// Side labels go outside the section (textAnchor points away from it);
// top and bottom labels get a little padding from the edge.
function labelFor(vertical: Vertical, horizontal: Horizontal): FunnelLabelOptions {
  const anchors = { start: 'end', center: 'middle', end: 'start' } as const;
  return {
    position: { vertical, horizontal },
    textAnchor: anchors[horizontal],
    offset: { x: horizontal === 'center' ? 0 : 8, y: { top: -6, middle: 0, bottom: 6 }[vertical] },
  };
}

export default function FlightLabelPlacement() {
  const [vertical, setVertical] = React.useState<Vertical>('middle');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('end');
  const [showLabels, setShowLabels] = React.useState(true);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Vertical position"
          value={vertical}
          disabled={!showLabels}
          onChange={(event, value: Vertical | null) => value && setVertical(value)}
        >
          <ToggleButton value="top">top</ToggleButton>
          <ToggleButton value="middle">middle</ToggleButton>
          <ToggleButton value="bottom">bottom</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Horizontal position"
          value={horizontal}
          disabled={!showLabels}
          onChange={(event, value: Horizontal | null) => value && setHorizontal(value)}
        >
          <ToggleButton value="start">start</ToggleButton>
          <ToggleButton value="center">center</ToggleButton>
          <ToggleButton value="end">end</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch checked={showLabels} onChange={(event) => setShowLabels(event.target.checked)} />
          }
          label="Labels"
        />
      </Stack>
      <FunnelChart
        height={320}
        margin={{ left: 90, right: 90 }}
        title="Saturday bookings on the airline website"
        series={[
          {
            data: bookings,
            curve: 'step',
            borderRadius: 4,
            sectionLabel: showLabels ? labelFor(vertical, horizontal) : false,
            valueFormatter: (item) => (item ? item.value.toLocaleString('en-US') : ''),
          },
        ]}
      />
    </Stack>
  );
}
