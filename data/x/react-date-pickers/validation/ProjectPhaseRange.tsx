import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { DateRange, DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

const messages: Record<string, string> = {
  minDate: 'before the project starts (Jan 6)',
  maxDate: 'after the project ends (Jun 27)',
  shouldDisableDate: 'phases start on a Monday and end on a Friday',
  invalidRange: 'the phase ends before it starts',
  invalidDate: 'not a real date',
};

// Position-aware rule: starts on Mondays, ends on Fridays.
const wrongWeekday = (day: Dayjs, position: 'start' | 'end') =>
  position === 'start' ? day.day() !== 1 : day.day() !== 5;

export default function ProjectPhaseRange() {
  const id = React.useId();
  const [value, setValue] = React.useState<DateRange<Dayjs>>([dayjs('2025-03-03'), dayjs('2025-04-18')]);
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);
  const [start, end] = value;
  const weeks = start && end && error.every((reason) => reason === null) ? end.diff(start, 'week') + 1 : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5}>
        <MultiInputDateRangeField
          value={value}
          onChange={(newValue) => setValue(newValue)}
          onError={(newError) => setError(newError)}
          minDate={dayjs('2025-01-06')}
          maxDate={dayjs('2025-06-27')}
          shouldDisableDate={wrongWeekday}
          format="ddd MMM D"
          slotProps={{
            textField: ({ position }) => {
              const reason = error[position === 'start' ? 0 : 1];
              return {
                id: `${id}-${position}`,
                label: position === 'start' ? 'Phase starts' : 'Phase ends',
                helperText: reason ? `Error: ${messages[reason] ?? reason}` : ' ',
              };
            },
          }}
        />
        <Typography
          variant="body2"
          color={weeks !== null && weeks > 6 ? 'text.primary' : 'text.secondary'}
          sx={{ fontWeight: weeks !== null && weeks > 6 ? 'bold' : undefined }}
        >
          {weeks === null
            ? 'Fix the dates to see the length of the phase.'
            : `${weeks} weeks${weeks > 6 ? ': longer than the 6 weeks a phase should last' : ''}`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
