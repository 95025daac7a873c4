import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import type { FadeOptions, HighlightOptions } from '@mui/x-charts/context';

// Attendees of a product webinar for an invoicing tool.
const webinar = [
  { label: 'Registered', value: 1250 },
  { label: 'Joined live', value: 610 },
  { label: 'Stayed to the Q&A', value: 330 },
  { label: 'Booked a demo', value: 95 },
];

export default function WebinarHighlight() {
  const [highlight, setHighlight] = React.useState<HighlightOptions>('item');
  const [fade, setFade] = React.useState<FadeOptions>('global');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Stack spacing={0.5}>
          <Typography variant="caption" color="text.secondary">
            highlight
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            aria-label="highlight"
            value={highlight}
            onChange={(event, value: HighlightOptions | null) => value && setHighlight(value)}
          >
            <ToggleButton value="none">none</ToggleButton>
            <ToggleButton value="item">item</ToggleButton>
            <ToggleButton value="series">series</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <Stack spacing={0.5}>
          <Typography variant="caption" color="text.secondary">
            fade
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            aria-label="fade"
            value={fade}
            onChange={(event, value: FadeOptions | null) => value && setFade(value)}
          >
            <ToggleButton value="none">none</ToggleButton>
            <ToggleButton value="series">series</ToggleButton>
            <ToggleButton value="global">global</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      </Stack>
      <FunnelChart
        height={300}
        title="Invoicing webinar: registrations to demo bookings"
        series={[{ data: webinar, curve: 'bump', highlightScope: { highlight, fade } }]}
      />
    </Stack>
  );
}
