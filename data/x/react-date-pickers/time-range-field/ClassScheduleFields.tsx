import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

interface GymClass {
  name: string;
  value: DateRange<Dayjs>;
}

const classes: GymClass[] = [
  { name: 'Yoga', value: [dayjs('2025-06-16T07:30'), dayjs('2025-06-16T08:30')] },
  { name: 'Spin', value: [dayjs('2025-06-16T18:00'), dayjs('2025-06-16T18:45')] },
];

function ClassRow({ name, value }: GymClass) {
  const id = React.useId();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Typography component="p" variant="subtitle2" sx={{ width: 56 }}>
        {name}
      </Typography>
      <MultiInputTimeRangeField
        defaultValue={value}
        minutesStep={15}
        spacing={1}
        slotProps={{
          textField: ({ position }) => ({
            id: `${id}-${position}`,
            size: 'small',
            label: position === 'start' ? `${name} starts` : `${name} ends`,
          }),
        }}
      />
    </Stack>
  );
}

export default function ClassScheduleFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        {classes.map((item) => (
          <ClassRow key={item.name} {...item} />
        ))}
      </Stack>
    </LocalizationProvider>
  );
}
