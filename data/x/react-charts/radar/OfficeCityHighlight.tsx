import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';
import type { HighlightItemData } from '@mui/x-charts/context';

// Candidate cities for a new office, scored out of 100 by the relocation team.
const factors = ['Talent pool', 'Rent', 'Transport', 'Time zone', 'Quality of life'];
const cities = [
  { id: 'porto', label: 'Porto', data: [62, 88, 70, 75, 90] },
  { id: 'krakow', label: 'Kraków', data: [80, 82, 66, 85, 72] },
  { id: 'dublin', label: 'Dublin', data: [91, 35, 74, 60, 78] },
];

export default function OfficeCityHighlight() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>({ seriesId: 'krakow' });
  const current = cities.find((city) => city.id === highlighted?.seriesId);

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Highlighted city"
        value={highlighted?.seriesId ?? null}
        onChange={(_, seriesId: string | null) => setHighlighted(seriesId ? { seriesId } : null)}
      >
        {cities.map((city) => (
          <ToggleButton key={city.id} value={city.id}>
            {city.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <RadarChart
        height={280}
        title="Office location scores"
        highlight="series"
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
        radar={{ max: 100, metrics: factors }}
        series={cities.map((city) => ({ ...city, fillArea: true }))}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        {current
          ? `${current.label}: average ${Math.round(current.data.reduce((a, b) => a + b, 0) / 5)} / 100`
          : 'No city highlighted'}
      </Typography>
    </Stack>
  );
}
