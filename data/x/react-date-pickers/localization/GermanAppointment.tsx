import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DateField } from '@mui/x-date-pickers/DateField';
import { deDE } from '@mui/x-date-pickers/locales';

// The date picker's toolbar writes the date as an <h4>: render it as a paragraph so it
// does not join the headings of the page around the demo.
const toolbarDateAsText = (outer: Theme): Theme => ({
  ...outer,
  components: { ...outer.components, MuiTypography: { defaultProps: { variantMapping: { h4: 'p' } } } },
});

// The component texts: buttons, toolbar title, placeholders, screen reader labels.
const germanText = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

export default function GermanAppointment() {
  return (
    // `adapterLocale` translates months and weekdays; `localeText` translates the components.
    <ThemeProvider theme={toolbarDateAsText}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={germanText}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
          <StaticDatePicker
            defaultValue={dayjs('2025-06-14')}
            orientation="portrait"
            slotProps={{ actionBar: { actions: ['clear', 'cancel', 'accept'] } }}
          />
          <Stack spacing={2} sx={{ width: 240 }}>
            <DateField label="Termin" defaultValue={dayjs('2025-06-14')} />
            <DateField label="Folgetermin (leer)" helperText="Zeigt die Platzhalter" />
          </Stack>
        </Stack>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
