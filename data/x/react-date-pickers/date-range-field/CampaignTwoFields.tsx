import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

export default function CampaignTwoFields() {
  const id = React.useId();
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-11-24'),
    dayjs('2025-12-01'),
  ]);
  const [start, end] = value;
  const days = start?.isValid() && end?.isValid() ? end.diff(start, 'day') + 1 : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5}>
        <MultiInputDateRangeField
          value={value}
          onChange={(newValue) => setValue(newValue)}
          format="MMM D, YYYY"
          dateSeparator="to"
          direction={{ xs: 'column', sm: 'row' }}
          slotProps={{
            textField: ({ position }) => ({
              id: `${id}-${position}`,
              name: position === 'start' ? 'campaignStart' : 'campaignEnd',
              label: position === 'start' ? 'Campaign starts' : 'Campaign ends',
            }),
          }}
        />
        <Typography variant="body2" color="text.secondary">
          {days && days > 0 ? `The sale runs for ${days} days.` : 'Set both dates.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
