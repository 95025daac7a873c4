import * as React from 'react';
import moment, { Moment } from 'moment';
import 'moment/locale/es';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

// Importing a moment locale makes it the global one: switch back so other code is unaffected.
moment.locale('en');

export default function MomentClinicVisit() {
  const [visit, setVisit] = React.useState<Moment | null>(moment('2025-06-14T16:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale="es">
      <Stack spacing={2} sx={{ width: 300, pt: 1 }}>
        <Stack direction="row" spacing={2}>
          <DateField label="Día de la cita" value={visit} onChange={setVisit} sx={{ flex: 3 }} />
          <TimeField
            label="Hora"
            value={visit}
            onChange={setVisit}
            format="HH:mm"
            sx={{ flex: 2 }}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {visit?.isValid()
            ? `Cita el ${visit.clone().locale('es').format('dddd D [de] MMMM [a las] HH:mm')}`
            : 'Indique el día y la hora'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
