import * as React from 'react';
import 'moment/locale/fa';
import moment, { Moment } from 'moment-jalaali';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMomentJalaali } from '@mui/x-date-pickers/AdapterMomentJalaali';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { faIR } from '@mui/x-date-pickers/locales';

// Persian month and weekday names for the Jalaali tokens, with Latin digits in the field.
// The locale import and loadPersian switch Moment's global locale to "fa": switch it back
// (the adapter sets "fa" on the values it creates).
moment.loadPersian({ dialect: 'persian-modern', usePersianDigits: false });
moment.locale('en');

const rtlTheme = (outer: Theme): Theme => ({ ...outer, direction: 'rtl' });
const makeRtlCache = () =>
  createCache({ key: 'rtl-jalaali', stylisPlugins: [prefixer, rtlPlugin] });
const persianText = faIR.components.MuiLocalizationProvider.defaultProps.localeText;

export default function JalaliMomentCalendar() {
  const [rtlCache] = React.useState(makeRtlCache);
  const [meeting, setMeeting] = React.useState<Moment | null>(moment('2025-06-14T10:30'));

  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={rtlTheme}>
        <LocalizationProvider
          dateAdapter={AdapterMomentJalaali}
          localeText={persianText}
          // The default full date mixes a Gregorian day in: use Jalaali tokens only.
          dateFormats={{ fullDate: 'jD jMMMM jYYYY' }}
        >
          <Stack
            dir="rtl"
            lang="fa"
            direction={{ xs: 'column', md: 'row' }}
            spacing={3}
            sx={{ alignItems: 'flex-start' }}
          >
            <Stack spacing={2} sx={{ width: 280, pt: 1 }}>
              <DateTimePicker label="جلسه" value={meeting} onChange={setMeeting} ampm={false} />
              <Typography variant="body2" color="text.secondary">
                Gregorian:{' '}
                <bdi>
                  {meeting?.isValid()
                    ? meeting.clone().locale('en').format('YYYY-MM-DD HH:mm')
                    : '—'}
                </bdi>
              </Typography>
            </Stack>
            <DateCalendar value={meeting} onChange={setMeeting} />
          </Stack>
        </LocalizationProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
