import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  elGRLocaleText,
  enUSLocaleText,
  frFRLocalText,
  ptBRLocaleText,
  type ChartsLocaleText,
} from '@mui/x-charts/locales';

const languages: Record<string, { name: string; localeText: Partial<ChartsLocaleText> }> = {
  en: { name: 'English', localeText: enUSLocaleText },
  fr: { name: 'Français', localeText: frFRLocalText },
  el: { name: 'Ελληνικά', localeText: elGRLocaleText },
  pt: { name: 'Português', localeText: ptBRLocaleText },
};

type State = 'data' | 'loading' | 'empty';

export default function LocalizedOverlay() {
  const [language, setLanguage] = React.useState('fr');
  const [state, setState] = React.useState<State>('empty');

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={language}
          aria-label="Language"
          onChange={(_, next: string | null) => next && setLanguage(next)}
        >
          {Object.entries(languages).map(([code, { name }]) => (
            <ToggleButton key={code} value={code} lang={code}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={state}
          aria-label="Chart state"
          onChange={(_, next: State | null) => next && setState(next)}
        >
          <ToggleButton value="data">Data</ToggleButton>
          <ToggleButton value="loading">Loading</ToggleButton>
          <ToggleButton value="empty">No data</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <BarChart
        height={260}
        margin={{ top: 24 }}
        localeText={languages[language].localeText}
        loading={state === 'loading'}
        xAxis={[{ scaleType: 'band', data: ['Q1', 'Q2', 'Q3', 'Q4'] }]}
        yAxis={[{ width: 40 }]}
        series={[{ data: state === 'data' ? [41, 56, 49, 63] : [], label: 'Orders' }]}
      />
    </Stack>
  );
}
