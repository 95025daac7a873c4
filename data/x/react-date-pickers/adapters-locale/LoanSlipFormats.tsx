import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

// `Do` (1st, 2nd…) comes from this plugin; the adapter enables it too.
dayjs.extend(advancedFormat);

export default function LoanSlipFormats() {
  const [dueBack, setDueBack] = React.useState<Dayjs | null>(dayjs('2025-07-03T17:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 320 }}>
        {/* Every field below edits the same value; only `format` differs. */}
        <DatePicker
          label="Due back (picker)"
          value={dueBack}
          onChange={setDueBack}
          format="DD MMM YYYY"
        />
        <DateField
          label="Printed on the slip"
          value={dueBack}
          onChange={setDueBack}
          format="dddd, MMMM Do"
        />
        <DateTimeField
          label="Return desk closes"
          value={dueBack}
          onChange={setDueBack}
          format="YYYY-MM-DD HH:mm"
        />
      </Stack>
    </LocalizationProvider>
  );
}
