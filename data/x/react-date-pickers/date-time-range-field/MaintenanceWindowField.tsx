import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

export default function MaintenanceWindowField() {
  const [maintenance, setMaintenance] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-05-17T23:00'),
    dayjs('2025-05-18T03:30'),
  ]);
  const [start, end] = maintenance;
  const minutes = start?.isValid() && end?.isValid() ? end.diff(start, 'minute') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 380 }}>
        <SingleInputDateTimeRangeField
          label="Maintenance window"
          value={maintenance}
          onChange={(newValue) => setMaintenance(newValue)}
          format="YYYY-MM-DD HH:mm"
          clearable
          fullWidth
        />
        <Typography variant="body2" color="text.secondary">
          {minutes !== null && minutes > 0
            ? `Services are down for ${Math.floor(minutes / 60)} h ${minutes % 60} min.`
            : 'Type a start and an end after it.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
