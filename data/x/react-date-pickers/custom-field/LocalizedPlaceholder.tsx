import * as React from 'react';
import 'dayjs/locale/fr';
import 'dayjs/locale/de';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { useParsedFormat } from '@mui/x-date-pickers/hooks';
import { deDE, enUS, frFR } from '@mui/x-date-pickers/locales';

const locales = { en: enUS, fr: frFR, de: deDE };
type Locale = keyof typeof locales;

// Formats a form could use; 'L' and 'LT' are localized shortcuts of Day.js.
const formats = ['L', 'L LT', 'YYYY-MM-DD', 'MMMM YYYY'];

function PlaceholderRow({ format }: { format: string }) {
  // Outside a picker, the hook needs a format; inside one, it defaults to the picker's.
  const placeholder = useParsedFormat({ format });
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        <code>{format}</code>
      </TableCell>
      <TableCell>{placeholder}</TableCell>
    </TableRow>
  );
}

export default function LocalizedPlaceholder() {
  const [locale, setLocale] = React.useState<Locale>('fr');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={locale}
        onChange={(_, next: Locale | null) => next && setLocale(next)}
        aria-label="Locale"
      >
        <ToggleButton value="en">English</ToggleButton>
        <ToggleButton value="fr">Français</ToggleButton>
        <ToggleButton value="de">Deutsch</ToggleButton>
      </ToggleButtonGroup>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        adapterLocale={locale}
        localeText={locales[locale].components.MuiLocalizationProvider.defaultProps.localeText}
      >
        <Table size="small" sx={{ width: 'auto' }} aria-label="Placeholders by format" lang={locale}>
          <TableHead>
            <TableRow>
              <TableCell>Format</TableCell>
              <TableCell>useParsedFormat()</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {formats.map((format) => (
              <PlaceholderRow key={format} format={format} />
            ))}
          </TableBody>
        </Table>
        {/* The built-in field shows the same letters while it is empty. */}
        <DateField label="Empty field, format L" format="L" lang={locale} />
      </LocalizationProvider>
    </Stack>
  );
}
