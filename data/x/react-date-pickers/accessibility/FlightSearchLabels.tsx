import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function FlightSearchLabels() {
  const [date, setDate] = React.useState<Dayjs | null>(dayjs('2025-06-14'));
  const [time, setTime] = React.useState<Dayjs | null>(dayjs('2025-06-14T08:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Departure date"
          name="departureDate"
          value={date}
          onChange={setDate}
          localeText={{
            openDatePickerDialogue: (formatted) =>
              formatted ? `Change departure date, ${formatted} selected` : 'Choose departure date',
          }}
          slotProps={{
            textField: { required: true, helperText: 'Month, day, then year' },
          }}
        />
        <TimePicker
          label="Earliest departure time"
          name="departureTime"
          value={time}
          onChange={setTime}
          localeText={{
            openTimePickerDialogue: (formatted) =>
              formatted ? `Change departure time, ${formatted} selected` : 'Choose departure time',
          }}
          slotProps={{ textField: { helperText: 'Local time at the airport' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
