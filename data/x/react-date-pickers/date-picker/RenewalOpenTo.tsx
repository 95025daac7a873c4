import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateView } from '@mui/x-date-pickers/models';

export default function RenewalOpenTo() {
  const [renewal, setRenewal] = React.useState<Dayjs | null>(dayjs('2026-03-01'));
  const [view, setView] = React.useState<DateView>('month');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <DatePicker
          label="Membership renewal"
          views={['year', 'month', 'day']}
          openTo="month"
          value={renewal}
          onChange={setRenewal}
          onViewChange={setView}
          minDate={dayjs('2025-10-01')}
          maxDate={dayjs('2027-09-30')}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Opens on the month grid. Last view shown: <strong>{view}</strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
