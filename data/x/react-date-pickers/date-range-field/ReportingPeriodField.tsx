import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

const firstDay = dayjs('2025-01-01');
const lastDay = dayjs('2025-12-31');

const messages: Record<string, string> = {
  minDate: 'The ledger starts on 2025-01-01.',
  maxDate: 'The ledger ends on 2025-12-31.',
  invalidRange: 'The period ends before it starts.',
  invalidDate: 'One of the dates does not exist.',
};

function describe([startError, endError]: DateRangeValidationError) {
  if (startError === 'invalidRange') {
    return messages.invalidRange;
  }
  if (startError) {
    return `Start: ${messages[startError] ?? 'check the date.'}`;
  }
  if (endError) {
    return `End: ${messages[endError] ?? 'check the date.'}`;
  }
  return 'Any period within the 2025 fiscal year';
}

export default function ReportingPeriodField() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <SingleInputDateRangeField
        label="Reporting period"
        defaultValue={[dayjs('2025-10-01'), dayjs('2025-09-30')]}
        format="YYYY-MM-DD"
        minDate={firstDay}
        maxDate={lastDay}
        onError={(newError) => setError(newError)}
        helperText={describe(error)}
        sx={{ width: 320 }}
      />
    </LocalizationProvider>
  );
}
