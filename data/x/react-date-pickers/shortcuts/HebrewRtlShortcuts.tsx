import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import 'dayjs/locale/he';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Box from '@mui/material/Box';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { heIL } from '@mui/x-date-pickers/locales';

// The page's theme, turned right-to-left.
const rtlTheme = (outer: Theme): Theme => ({ ...outer, direction: 'rtl' });
// stylis-plugin-rtl swaps left and right in the styles written to this cache.
const makeRtlCache = () =>
  createCache({ key: 'rtl-shortcuts', stylisPlugins: [prefixer, rtlPlugin] });

const hebrewText = heIL.components.MuiLocalizationProvider.defaultProps.localeText;

// The demo's "today"; an app would use dayjs().
const today = dayjs('2025-11-03').locale('he');

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { id: 'today', label: 'היום', getValue: () => today },
  { id: 'tomorrow', label: 'מחר', getValue: () => today.add(1, 'day') },
  { id: 'next-week', label: 'בעוד שבוע', getValue: () => today.add(1, 'week') },
  { id: 'month-end', label: 'סוף החודש', getValue: () => today.endOf('month').startOf('day') },
  { id: 'clear', label: 'נקה', getValue: () => null },
];

export default function HebrewRtlShortcuts() {
  // One cache per mounted demo, so the server and the browser produce the same styles.
  const [rtlCache] = React.useState(makeRtlCache);

  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={rtlTheme}>
        <LocalizationProvider
          dateAdapter={AdapterDayjs}
          adapterLocale="he"
          localeText={hebrewText}
        >
          <Box dir="rtl" lang="he">
            <StaticDatePicker
              defaultValue={today.add(2, 'day')}
              displayStaticWrapperAs="desktop"
              slotProps={{ shortcuts: { items: shortcuts }, actionBar: { actions: [] } }}
            />
          </Box>
        </LocalizationProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
