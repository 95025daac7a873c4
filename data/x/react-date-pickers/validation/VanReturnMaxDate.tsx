import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// The rental contract ends on July 27, 2025: the van cannot be returned later.
const contractEnd = dayjs('2025-07-27');

export default function VanReturnMaxDate() {
  const [returnDay, setReturnDay] = React.useState<Dayjs | null>(dayjs('2025-07-24'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <DateCalendar value={returnDay} onChange={setReturnDay} maxDate={contractEnd} views={['day']} />
        <Typography variant="body2" color="text.secondary">
          Return on {returnDay ? returnDay.format('dddd, MMMM D') : '…'} (contract ends{' '}
          {contractEnd.format('MMMM D')})
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
