import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const opening = dayjs('2025-06-14T08:30');
const closing = dayjs('2025-06-14T19:45');

export default function PharmacyHoursAmPm() {
  return (
    <Stack spacing={3}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="p">
            US English locale
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {/* No `ampm` prop: the locale asks for a 12-hour clock. */}
            <TimePicker label="Opens (locale default)" defaultValue={opening} />
            <TimePicker label="Closes (ampm={false})" defaultValue={closing} ampm={false} />
          </Stack>
        </Stack>
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr">
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="p">
            French locale
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TimePicker label="Ouverture (par défaut)" defaultValue={opening} />
          </Stack>
        </Stack>
      </LocalizationProvider>
    </Stack>
  );
}
