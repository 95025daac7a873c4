import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import { TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

const messages: Record<string, string> = {
  minTime: 'The warehouse opens at 06:00.',
  maxTime: 'The warehouse closes at 22:00.',
  minutesStep: 'Shifts start and end on a quarter hour.',
  invalidRange: 'Clock-out must come after clock-in.',
  invalidDate: 'Complete the time.',
};

export default function WarehouseShift() {
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);
  const reason = error[0] ?? error[1];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ maxWidth: 420 }}>
        <TimeRangePicker
          slots={{ field: MultiInputTimeRangeField }}
          localeText={{ start: 'Clock in', end: 'Clock out' }}
          defaultValue={[dayjs('2025-06-16T06:00'), dayjs('2025-06-16T14:15')]}
          ampm={false}
          timeSteps={{ minutes: 15 }}
          minutesStep={15}
          minTime={dayjs('2025-06-16T06:00')}
          maxTime={dayjs('2025-06-16T22:00')}
          onError={(newError) => setError(newError)}
        />
        <Typography
          variant="body2"
          color={reason ? 'error' : 'text.secondary'}
          sx={{ mt: 1 }}
          aria-live="polite"
        >
          {reason ? (messages[reason] ?? 'Check the times.') : 'Between 06:00 and 22:00, in 15-minute steps'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
