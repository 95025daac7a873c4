import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function ColumnsClock() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-05-26T20:35:40'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
        <Stack spacing={1}>
          <Typography variant="body2">12-hour, hours and minutes</Typography>
          <MultiSectionDigitalClock value={value} onChange={setValue} ampm />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="body2">24-hour, with seconds every 10</Typography>
          <MultiSectionDigitalClock
            value={value}
            onChange={setValue}
            ampm={false}
            views={['hours', 'minutes', 'seconds']}
            timeSteps={{ minutes: 5, seconds: 10 }}
          />
        </Stack>
        <Typography variant="body2" sx={{ alignSelf: { md: 'center' } }}>
          Value: {value ? value.format('HH:mm:ss') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
