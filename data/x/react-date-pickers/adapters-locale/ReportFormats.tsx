import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DateField } from '@mui/x-date-pickers/DateField';

// The date picker's toolbar writes the date as an <h4>: render it as a paragraph so it
// does not join the headings of the page around the demo.
const toolbarDateAsText = (outer: Theme): Theme => ({
  ...outer,
  components: { ...outer.components, MuiTypography: { defaultProps: { variantMapping: { h4: 'p' } } } },
});

export default function ReportFormats() {
  return (
    <ThemeProvider theme={toolbarDateAsText}>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        // Replace two of the adapter's named formats for every picker below.
        dateFormats={{ keyboardDate: 'YYYY-MM-DD', normalDateWithWeekday: 'ddd D MMM' }}
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
          <StaticDatePicker
            defaultValue={dayjs('2025-03-31')}
            views={['year', 'month', 'day']}
            orientation="portrait"
            dayOfWeekFormatter={(weekday) => weekday.format('dd')}
            slotProps={{ actionBar: { actions: [] } }}
          />
          <Stack spacing={2} sx={{ width: 260 }}>
            <DateField label="Period end (keyboardDate)" defaultValue={dayjs('2025-03-31')} />
            <DateField
              label="Spacious"
              defaultValue={dayjs('2025-03-31')}
              format="MM/DD/YYYY"
              formatDensity="spacious"
            />
            <DateField
              label="With literal text"
              defaultValue={dayjs('2025-03-31')}
              format="[Week ending] MMM D, YYYY"
            />
          </Stack>
        </Stack>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
