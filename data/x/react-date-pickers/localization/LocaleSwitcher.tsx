import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import 'dayjs/locale/fr';
import 'dayjs/locale/es';
import 'dayjs/locale/ja';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { enUS, esES, frFR, jaJP } from '@mui/x-date-pickers/locales';

const languages = {
  en: { name: 'English', label: 'Delivery date', texts: enUS },
  fr: { name: 'Français', label: 'Date de livraison', texts: frFR },
  es: { name: 'Español', label: 'Fecha de entrega', texts: esES },
  ja: { name: '日本語', label: '配達日', texts: jaJP },
};

type Language = keyof typeof languages;

export default function LocaleSwitcher() {
  const [language, setLanguage] = React.useState<Language>('fr');
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-06-14'));
  const { label, texts } = languages[language];

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={language}
        onChange={(_, next: Language | null) => next && setLanguage(next)}
        aria-label="Language"
      >
        {(Object.keys(languages) as Language[]).map((code) => (
          <ToggleButton key={code} value={code} lang={code}>
            {languages[code].name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        adapterLocale={language}
        localeText={texts.components.MuiLocalizationProvider.defaultProps.localeText}
      >
        <Stack lang={language} spacing={1} sx={{ alignItems: 'flex-start' }}>
          <DatePicker label={label} value={value} onChange={setValue} sx={{ mt: 1 }} />
          <DateCalendar value={value} onChange={setValue} displayWeekNumber />
        </Stack>
      </LocalizationProvider>
    </Stack>
  );
}
