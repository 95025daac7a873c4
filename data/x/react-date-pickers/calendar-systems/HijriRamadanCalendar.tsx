import * as React from 'react';
import 'moment/locale/ar-sa';
import moment, { Moment } from 'moment-hijri';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

// Importing the locale and moment-hijri switches Moment's global locale: switch it back.
moment.locale('en');

const rtlTheme = (outer: Theme): Theme => ({ ...outer, direction: 'rtl' });
const makeRtlCache = () => createCache({ key: 'rtl-hijri', stylisPlugins: [prefixer, rtlPlugin] });

// moment-hijri covers 1356–1499 AH: keep the views inside that range.
const minDate = moment('1937-03-14');
const maxDate = moment('2076-11-26');

// The pickers ship no Arabic translation: these few texts cover what this demo shows.
const arabicText = {
  previousMonth: 'الشهر السابق',
  nextMonth: 'الشهر التالي',
  openDatePickerDialogue: (formatted: string | null) =>
    formatted ? `اختيار التاريخ، التاريخ المحدد ${formatted}` : 'اختيار التاريخ',
};

export default function HijriRamadanCalendar() {
  const [rtlCache] = React.useState(makeRtlCache);
  // 1 March 2025 is 1 Ramadan 1446 in the Umm al-Qura calendar.
  const [day, setDay] = React.useState<Moment | null>(moment('2025-03-01'));

  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={rtlTheme}>
        <LocalizationProvider
          dateAdapter={AdapterMomentHijri}
          localeText={arabicText}
          dateFormats={{ fullDate: 'iD iMMMM iYYYY' }}
        >
          <Stack
            dir="rtl"
            lang="ar"
            direction={{ xs: 'column', md: 'row' }}
            spacing={3}
            sx={{ alignItems: 'flex-start' }}
          >
            <StaticDatePicker
              value={day}
              onChange={setDay}
              minDate={minDate}
              maxDate={maxDate}
              displayStaticWrapperAs="desktop"
              slotProps={{ actionBar: { actions: [] } }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
              Gregorian:{' '}
              <bdi>{day?.isValid() ? day.clone().locale('en').format('YYYY-MM-DD') : '—'}</bdi>
            </Typography>
          </Stack>
        </LocalizationProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
