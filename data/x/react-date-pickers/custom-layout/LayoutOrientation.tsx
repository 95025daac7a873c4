import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// The date picker's toolbar writes the date as an <h4>: render it as a paragraph so it
// does not join the headings of the page around the demo.
const toolbarDateAsText = (outer: Theme): Theme => ({
  ...outer,
  components: { ...outer.components, MuiTypography: { defaultProps: { variantMapping: { h4: 'p' } } } },
});

const base = dayjs('2025-10-01');
const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Start of quarter', getValue: () => base },
  { label: 'Mid-quarter', getValue: () => base.add(45, 'day') },
  { label: 'End of quarter', getValue: () => dayjs('2025-12-31') },
];

export default function LayoutOrientation() {
  const [orientation, setOrientation] = React.useState<'portrait' | 'landscape'>('landscape');

  return (
    <ThemeProvider theme={toolbarDateAsText}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={orientation}
            onChange={(_, next: 'portrait' | 'landscape' | null) => next && setOrientation(next)}
            aria-label="Orientation"
          >
            <ToggleButton value="portrait">Portrait</ToggleButton>
            <ToggleButton value="landscape">Landscape</ToggleButton>
          </ToggleButtonGroup>
          <StaticDatePicker
            defaultValue={dayjs('2025-10-15')}
            orientation={orientation}
            slotProps={{
              shortcuts: { items: shortcuts },
              actionBar: { actions: ['clear', 'accept'] },
            }}
          />
        </Stack>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
