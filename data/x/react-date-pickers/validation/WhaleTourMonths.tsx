import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateValidationError } from '@mui/x-date-pickers/models';

// Whale-watching boats sail from June to October (months 5 to 9 in Day.js).
const isOffSeason = (month: Dayjs) => month.month() < 5 || month.month() > 9;

export default function WhaleTourMonths() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Tour date"
        defaultValue={dayjs('2025-11-08')}
        views={['year', 'month', 'day']}
        openTo="month"
        shouldDisableMonth={isOffSeason}
        onError={setError}
        slotProps={{
          textField: {
            helperText: error === 'shouldDisableMonth' ? 'The boats stay in port from November to May.' : 'June to October',
          },
        }}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
