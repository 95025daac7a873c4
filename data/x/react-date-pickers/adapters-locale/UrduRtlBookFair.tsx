import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import 'dayjs/locale/ur';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { urPK } from '@mui/x-date-pickers/locales';

// The outer (site) theme, with the direction flipped.
const rtlTheme = (outer: Theme): Theme => ({ ...outer, direction: 'rtl' });

// stylis-plugin-rtl swaps left and right in every style written through this cache.
const makeRtlCache = () => createCache({ key: 'rtl-urdu', stylisPlugins: [prefixer, rtlPlugin] });

const urduText = urPK.components.MuiLocalizationProvider.defaultProps.localeText;

export default function UrduRtlBookFair() {
  // One cache per mounted demo, so the server render and the browser agree.
  const [rtlCache] = React.useState(makeRtlCache);
  const [opening, setOpening] = React.useState<Dayjs | null>(dayjs('2025-02-20T10:00'));

  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={rtlTheme}>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ur" localeText={urduText}>
          <Stack dir="rtl" lang="ur" sx={{ alignItems: 'flex-start' }}>
            <DateTimeField
              label="کتاب میلے کا آغاز"
              value={opening}
              onChange={setOpening}
              format="D MMMM YYYY HH:mm"
              sx={{ width: 280 }}
            />
          </Stack>
        </LocalizationProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
