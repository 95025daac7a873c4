import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { deDE, enUS, esES, jaJP, type Localization } from '@mui/material/locale';

const locales = { enUS, deDE, esES, jaJP } satisfies Record<string, Localization>;
type LocaleKey = keyof typeof locales;

const themes = {} as Record<LocaleKey, (outer: Theme) => Theme>;
for (const key of Object.keys(locales) as LocaleKey[]) {
  themes[key] = (outer) => ({ ...outer, components: { ...outer.components, ...locales[key].components } });
}

const airports = ['Berlin Brandenburg', 'Madrid Barajas', 'Tokyo Haneda', 'Toronto Pearson', 'Zurich'];

export default function LocalizedAutocomplete() {
  const [localeKey, setLocaleKey] = React.useState<LocaleKey>('deDE');
  // enUS is empty: English is what the components use when no locale is applied.
  const texts = locales[localeKey].components?.MuiAutocomplete?.defaultProps;

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Locale"
        value={localeKey}
        onChange={(event, value: LocaleKey | null) => value && setLocaleKey(value)}
      >
        {Object.keys(locales).map((key) => (
          <ToggleButton key={key} value={key}>
            {key}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ThemeProvider theme={themes[localeKey]}>
        <Autocomplete
          options={airports}
          defaultValue="Zurich"
          renderInput={(params) => <TextField {...params} label="Departure airport" />}
        />
      </ThemeProvider>
      <Typography variant="body2" color="text.secondary">
        Type a city that is not listed to see the empty message. Clear button:{' '}
        <strong>{texts?.clearText ?? 'Clear'}</strong>, popup button: <strong>{texts?.openText ?? 'Open'}</strong>,
        empty list: <strong>{String(texts?.noOptionsText ?? 'No options')}</strong>.
      </Typography>
    </Stack>
  );
}
