import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/he';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DateField } from '@mui/x-date-pickers/DateField';
import { heIL } from '@mui/x-date-pickers/locales';

// The site's theme, mirrored.
const rtlTheme = (outer: Theme): Theme => ({ ...outer, direction: 'rtl' });

// Styles inside this cache have left and right swapped by stylis-plugin-rtl.
const makeRtlCache = () =>
  createCache({ key: 'rtl-pickers', stylisPlugins: [prefixer, rtlPlugin] });

const hebrewText = heIL.components.MuiLocalizationProvider.defaultProps.localeText;

export default function HebrewRtlCalendar() {
  // One cache per mounted demo: the page is also rendered on the server.
  const [rtlCache] = React.useState(makeRtlCache);

  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={rtlTheme}>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="he" localeText={hebrewText}>
          <Stack
            dir="rtl"
            lang="he"
            direction={{ xs: 'column', md: 'row' }}
            spacing={3}
            sx={{ alignItems: 'flex-start' }}
          >
            <StaticDatePicker defaultValue={dayjs('2025-06-14')} displayStaticWrapperAs="desktop" />
            <DateField label="תאריך פגישה" defaultValue={dayjs('2025-06-14')} sx={{ width: 240 }} />
          </Stack>
        </LocalizationProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
