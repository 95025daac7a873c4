import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { faIR } from '@mui/x-date-pickers/locales';

const rtlTheme = (outer: Theme): Theme => ({ ...outer, direction: 'rtl' });
const makeRtlCache = () =>
  createCache({ key: 'rtl-jalali-fns', stylisPlugins: [prefixer, rtlPlugin] });
const persianText = faIR.components.MuiLocalizationProvider.defaultProps.localeText;

// The value is a plain Date: print its Gregorian date to show what your API receives.
function gregorian(value: Date | null) {
  if (!value || Number.isNaN(value.getTime())) {
    return '—';
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

export default function JalaliDateFnsCalendar() {
  const [rtlCache] = React.useState(makeRtlCache);
  // 21 March 2025 is 1 Farvardin 1404, Nowruz.
  const [value, setValue] = React.useState<Date | null>(new Date(2025, 2, 21));

  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={rtlTheme}>
        <LocalizationProvider dateAdapter={AdapterDateFnsJalali} localeText={persianText}>
          <Stack
            dir="rtl"
            lang="fa"
            direction={{ xs: 'column', md: 'row' }}
            spacing={3}
            sx={{ alignItems: 'flex-start' }}
          >
            <Stack spacing={2} sx={{ width: 260, pt: 1 }}>
              <DatePicker label="تاریخ سفر" value={value} onChange={setValue} />
              <Typography variant="body2" color="text.secondary">
                میلادی: <bdi>{gregorian(value)}</bdi>
              </Typography>
            </Stack>
            <DateCalendar value={value} onChange={setValue} />
          </Stack>
        </LocalizationProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
