import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const show = ([start, end]: DateRange<Dayjs>) =>
  start && end ? `${start.format('MMM D HH:mm')} → ${end.format('MMM D HH:mm')}` : 'incomplete';

const initialOutage: DateRange<Dayjs> = [dayjs('2025-09-20T22:00'), dayjs('2025-09-21T04:00')];

export default function MaintenanceWindowValueModes() {
  const [accepted, setAccepted] = React.useState<DateRange<Dayjs>>(initialOutage);
  const [upgrade, setUpgrade] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-10-04T23:00'),
    dayjs('2025-10-05T02:00'),
  ]);

  const extend = () =>
    setUpgrade(([start, end]) => [start, end ? end.add(2, 'hour') : end]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="p">
            Uncontrolled: database outage
          </Typography>
          <DateTimeRangePicker
            label="Outage window"
            defaultValue={initialOutage}
            ampm={false}
            onAccept={(newValue) => setAccepted(newValue)}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Last confirmed: {show(accepted)}
          </Typography>
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="p">
            Controlled: firmware upgrade
          </Typography>
          <DateTimeRangePicker
            label="Upgrade window"
            value={upgrade}
            onChange={(newValue) => setUpgrade(newValue)}
            ampm={false}
          />
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="outlined" onClick={extend}>
              Extend by 2 hours
            </Button>
            <Button size="small" variant="outlined" onClick={() => setUpgrade([null, null])}>
              Clear
            </Button>
          </Stack>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
