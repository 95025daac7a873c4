import * as React from 'react';
import { fr } from 'date-fns/locale/fr';
import { format } from 'date-fns/format';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function DateFnsInvoice() {
  // date-fns works with native Date objects (months count from 0).
  const [issued, setIssued] = React.useState<Date | null>(new Date(2025, 5, 14));
  const [due, setDue] = React.useState<Date | null>(new Date(2025, 6, 14));

  return (
    // date-fns takes the locale object itself, not its name.
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={fr}>
      <Stack spacing={2} sx={{ width: 300, pt: 1 }}>
        <DatePicker label="Date de facturation" value={issued} onChange={setIssued} />
        <DateField
          label="Échéance"
          value={due}
          onChange={setDue}
          minDate={issued ?? undefined}
          format="EEEE d MMMM yyyy"
        />
        <Typography variant="body2" color="text.secondary">
          {due && !Number.isNaN(due.getTime())
            ? `À régler avant le ${format(due, 'PPP', { locale: fr })}`
            : 'Échéance à compléter'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
