import * as React from 'react';
import dayjs from 'dayjs';
import InputAdornment, { InputAdornmentProps } from '@mui/material/InputAdornment';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateValidationError } from '@mui/x-date-pickers/models';

// The adornment is a stable component, so the error reaches it through a context.
const HasErrorContext = React.createContext(false);

function WarningAdornment({ children, ...other }: InputAdornmentProps) {
  const hasError = React.useContext(HasErrorContext);
  return (
    <InputAdornment {...other}>
      {hasError && <ReportProblemIcon color="error" titleAccess="Invalid date" sx={{ mr: 0.5 }} />}
      {children}
    </InputAdornment>
  );
}

// The trip ends on 20 January 2026; the passport must stay valid six more months.
const earliestExpiry = dayjs('2026-07-20');

export default function PassportExpiryWarning() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <HasErrorContext.Provider value={error !== null}>
        <DatePicker
          label="Passport expiry"
          defaultValue={dayjs('2026-03-31')}
          minDate={earliestExpiry}
          onError={setError}
          slots={{ inputAdornment: WarningAdornment }}
          slotProps={{
            textField: {
              helperText: error
                ? `Must be valid until ${earliestExpiry.format('MMM D, YYYY')} or later.`
                : 'Valid six months after your return.',
            },
          }}
          sx={{ width: 320 }}
        />
      </HasErrorContext.Provider>
    </LocalizationProvider>
  );
}
