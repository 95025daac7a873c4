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

export default function CustomWordingPicker() {
  return (
    <ThemeProvider theme={toolbarDateAsText}>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        // App-wide wording: every picker below uses these.
        localeText={{
          cancelButtonLabel: 'Keep current date',
          okButtonLabel: 'Save',
          fieldDayPlaceholder: () => 'dd',
          fieldMonthPlaceholder: () => 'mm',
          fieldYearPlaceholder: (params) => 'y'.repeat(params.digitAmount),
        }}
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
          <StaticDatePicker
            defaultValue={dayjs('2025-09-01')}
            orientation="portrait"
            // Only this picker: a title that says what the date is for.
            localeText={{ toolbarTitle: 'Contract renewal date' }}
          />
          <DateField label="Notice deadline" sx={{ width: 240 }} />
        </Stack>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
