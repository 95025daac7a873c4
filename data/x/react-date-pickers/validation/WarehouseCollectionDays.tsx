import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateValidationError } from '@mui/x-date-pickers/models';

// Trucks collect from the warehouse on Tuesdays and Thursdays only.
const collectionWeekdays = new Set([2, 4]);
const isNoCollectionDay = (day: Dayjs) => !collectionWeekdays.has(day.day());

export default function WarehouseCollectionDays() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Collection day"
        defaultValue={dayjs('2025-03-13')}
        shouldDisableDate={isNoCollectionDay}
        onError={setError}
        slotProps={{
          textField: {
            helperText:
              error === 'shouldDisableDate'
                ? 'No truck that day: pick a Tuesday or a Thursday.'
                : 'Tuesdays and Thursdays',
          },
        }}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
