import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import {
  DateTimePickerTabs,
  DateTimePickerTabsProps,
} from '@mui/x-date-pickers/DateTimePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

function AppointmentTabs(props: DateTimePickerTabsProps) {
  const { view, value } = usePickerContext<Dayjs | null>();
  const onTimeStep = view === 'hours' || view === 'minutes';

  if (props.hidden) {
    return null;
  }

  return (
    <div>
      {/* Keep the built-in tabs and add a hint under them. */}
      <DateTimePickerTabs {...props} />
      <Typography variant="body2" sx={{ px: 2, py: 1, bgcolor: 'action.hover' }}>
        {onTimeStep
          ? `Step 2 of 2: a time on ${value ? value.format('ddd D MMM') : 'the chosen day'}`
          : 'Step 1 of 2: the day of the visit'}
      </Typography>
    </div>
  );
}

export default function StepTabs() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        defaultValue={dayjs('2025-11-04T10:15')}
        minutesStep={15}
        slots={{ tabs: AppointmentTabs }}
      />
    </LocalizationProvider>
  );
}
