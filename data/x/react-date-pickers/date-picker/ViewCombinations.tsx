import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ViewCombinations() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DatePicker
          label="Card expiry"
          views={['year', 'month']}
          openTo="year"
          format="MM/YY"
          defaultValue={dayjs('2028-09-01')}
        />
        <DatePicker
          label="Vehicle model year"
          views={['year']}
          yearsOrder="desc"
          defaultValue={dayjs('2019-01-01')}
        />
        <DatePicker
          label="Date of birth"
          views={['year', 'month', 'day']}
          openTo="year"
          format="DD MMM YYYY"
          defaultValue={dayjs('1990-04-23')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
