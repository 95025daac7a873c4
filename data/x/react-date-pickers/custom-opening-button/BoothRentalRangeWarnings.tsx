import * as React from 'react';
import dayjs from 'dayjs';
import InputAdornment from '@mui/material/InputAdornment';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { DateRangeValidationError, RangePosition } from '@mui/x-date-pickers-pro/models';
import { FieldOwnerState } from '@mui/x-date-pickers/models';

// The trade fair hall is open to exhibitors from 8 to 14 September 2025.
const hallOpens = dayjs('2025-09-08');
const hallCloses = dayjs('2025-09-14');

export default function BoothRentalRangeWarnings() {
  const [errors, setErrors] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[dayjs('2025-09-09'), dayjs('2025-09-16')]}
        minDate={hallOpens}
        maxDate={hallCloses}
        onError={setErrors}
        slots={{ field: MultiInputDateRangeField }}
        slotProps={{
          // Multi-input fields have no adornment of their own: add one per input.
          // Inside a multi-input field, the owner state also carries the input's position.
          textField: ({ position }: FieldOwnerState & { position?: RangePosition }) => {
            const hasError = errors[position === 'start' ? 0 : 1] !== null;
            return {
              label: position === 'start' ? 'Booth set-up' : 'Booth removal',
              helperText: hasError ? 'Outside the hall opening dates' : ' ',
              InputProps: hasError
                ? {
                    endAdornment: (
                      <InputAdornment position="end">
                        <ReportProblemIcon color="error" titleAccess="Invalid date" />
                      </InputAdornment>
                    ),
                  }
                : undefined,
            };
          },
        }}
      />
    </LocalizationProvider>
  );
}
