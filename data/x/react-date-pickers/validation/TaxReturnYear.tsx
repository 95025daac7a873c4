import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Returns can be amended for 2019 to 2024, except the years already amended once.
const alreadyAmended = new Set([2020, 2022]);

export default function TaxReturnYear() {
  const [year, setYear] = React.useState<Dayjs | null>(dayjs('2023-01-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Tax year to amend"
        value={year}
        onChange={setYear}
        views={['year']}
        yearsOrder="desc"
        minDate={dayjs('2019-01-01')}
        maxDate={dayjs('2024-12-31')}
        shouldDisableYear={(candidate) => alreadyAmended.has(candidate.year())}
        slotProps={{ textField: { helperText: '2020 and 2022 were already amended' } }}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
