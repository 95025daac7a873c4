import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';

type Direction = 'ltr' | 'rtl';

// The surrounding theme (the docs site's), with only the direction changed.
const directionThemes: Record<Direction, (outer: Theme) => Theme> = {
  ltr: (outer) => ({ ...outer, direction: 'ltr' }),
  rtl: (outer) => ({ ...outer, direction: 'rtl' }),
};

// The right-to-left cache runs every rule through stylis-plugin-rtl; the left-to-right one leaves rules as written.
const makeCaches = () => ({
  rtl: createCache({ key: 'rtl-form', stylisPlugins: [prefixer, rtlPlugin] }),
  ltr: createCache({ key: 'ltr-form' }),
});

export default function RtlCheckoutForm() {
  // Created once per mounted demo (see "Server rendering" on this page).
  const [caches] = React.useState(makeCaches);
  const [direction, setDirection] = React.useState<Direction>('rtl');

  return (
    <Stack spacing={2} sx={{ width: '100%', alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Direction"
        value={direction}
        onChange={(event, value: Direction | null) => value && setDirection(value)}
      >
        <ToggleButton value="rtl">Right to left</ToggleButton>
        <ToggleButton value="ltr">Left to right (unmirrored)</ToggleButton>
      </ToggleButtonGroup>
      <CacheProvider value={caches[direction]}>
        <ThemeProvider theme={directionThemes[direction]}>
          <Paper variant="outlined" dir={direction} lang="ar" sx={{ p: 2, width: '100%', maxWidth: 420 }}>
            <Typography variant="h6" component="h3" gutterBottom>
              عنوان التوصيل
            </Typography>
            <Stack spacing={2}>
              <TextField label="الاسم الكامل" defaultValue="ليلى حداد" />
              <TextField
                label="البريد الإلكتروني"
                defaultValue="layla@example.com"
                slotProps={{
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <EmailIcon />
                      </InputAdornment>
                    ),
                  },
                  htmlInput: { dir: 'ltr' },
                }}
              />
              <FormControlLabel control={<Switch defaultChecked />} label="أرسل لي تحديثات الطلب" />
              <Button variant="contained" sx={{ alignSelf: 'flex-start' }}>
                إتمام الطلب
              </Button>
            </Stack>
          </Paper>
        </ThemeProvider>
      </CacheProvider>
    </Stack>
  );
}
