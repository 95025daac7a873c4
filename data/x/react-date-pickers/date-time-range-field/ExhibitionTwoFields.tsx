import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

export default function ExhibitionTwoFields() {
  const id = React.useId();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MultiInputDateTimeRangeField
        defaultValue={[dayjs('2025-04-12T10:00'), dayjs('2025-06-29T18:00')]}
        format="MMM D, YYYY h:mm A"
        direction={{ xs: 'column', md: 'row' }}
        slotProps={{
          textField: ({ position }) => ({
            id: `${id}-${position}`,
            name: position === 'start' ? 'opening' : 'closing',
            label: position === 'start' ? 'Opening' : 'Closing',
            helperText: position === 'start' ? 'Vernissage at 10 AM' : 'Last entry one hour earlier',
          }),
        }}
      />
    </LocalizationProvider>
  );
}
