import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';

const locales = [
  { code: 'en-US', name: 'English (United States)' },
  { code: 'de-DE', name: 'Deutsch (Deutschland)' },
  { code: 'fr-FR', name: 'Français (France)' },
  { code: 'ja-JP', name: '日本語 (日本)' },
  { code: 'hi-IN', name: 'हिन्दी (भारत)' },
];

// First day of each month, in UTC, so every time zone sees the same months.
const months = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2025, month, 1)));
const sales = [84200, 79100, 91800, 96400, 102300, 99800, 88700, 86100, 104900, 112600, 131200, 148500];

export default function LocaleRevenue() {
  const [locale, setLocale] = React.useState('de-DE');

  // Build the formatters once per locale, with the locale and the time zone spelled out.
  const format = React.useMemo(() => {
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    const compactMoney = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      notation: 'compact',
    });
    const shortMonth = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    const longMonth = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    return { money, compactMoney, shortMonth, longMonth };
  }, [locale]);

  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label="Locale"
        value={locale}
        onChange={(event) => setLocale(event.target.value)}
        sx={{ width: 260 }}
      >
        {locales.map((option) => (
          <MenuItem key={option.code} value={option.code} lang={option.code}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      <LineChart
        height={300}
        margin={{ top: 24, right: 24 }}
        xAxis={[
          {
            scaleType: 'utc',
            data: months,
            valueFormatter: (date: Date, context) =>
              context.location === 'tick' ? format.shortMonth.format(date) : format.longMonth.format(date),
          },
        ]}
        yAxis={[{ width: 72, valueFormatter: (value: number) => format.compactMoney.format(value) }]}
        series={[
          {
            data: sales,
            label: 'Online sales',
            area: true,
            valueFormatter: (value) => (value === null ? '' : format.money.format(value)),
          },
        ]}
      />
    </Stack>
  );
}
