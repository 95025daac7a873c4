import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

type Density = 'dense' | 'spacious';

// One sample, written with the three separators that `formatDensity` spreads out.
const samples = [
  { label: 'Collected (lab register)', format: 'DD/MM/YYYY' },
  { label: 'Collected (export file)', format: 'YYYY-MM-DD' },
  { label: 'Collected (label printer)', format: 'DD.MM.YYYY' },
];

export default function FormatDensityComparison() {
  const [density, setDensity] = React.useState<Density>('spacious');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={density}
          onChange={(_, next: Density | null) => next && setDensity(next)}
          aria-label="Format density"
        >
          <ToggleButton value="dense">Dense</ToggleButton>
          <ToggleButton value="spacious">Spacious</ToggleButton>
        </ToggleButtonGroup>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {samples.map((sample) => (
            <DateField
              key={sample.format}
              label={sample.label}
              format={sample.format}
              formatDensity={density}
              defaultValue={dayjs('2025-03-27')}
              sx={{ width: 220 }}
            />
          ))}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
