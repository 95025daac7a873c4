import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function PhotoArchiveOpenTo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {/* Old photos: the year is what people know first. */}
        <DateTimePicker
          label="Photo taken"
          defaultValue={dayjs('1987-08-09T14:20')}
          openTo="year"
          views={['year', 'month', 'day', 'hours', 'minutes']}
          slotProps={{ textField: { helperText: 'Opens on the year' } }}
        />
        {/* The day is usually right, only the time needs fixing. */}
        <DateTimePicker
          label="Scan finished"
          defaultValue={dayjs('2025-03-14T11:45')}
          openTo="hours"
          slotProps={{ textField: { helperText: 'Opens on the time' } }}
        />
        {/* Month before day: the order of `views` is the order of the steps. */}
        <DateTimePicker
          label="Album release"
          defaultValue={dayjs('2024-11-01T00:00')}
          openTo="month"
          views={['month', 'day', 'hours']}
          format="MMMM D, h A"
          slotProps={{ textField: { helperText: 'Month, then day, then hour' } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
