import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function OneValueThreeComponents() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-05-21'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
        <Stack spacing={3} sx={{ width: 260, pt: 1 }}>
          <Box>
            <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
              Field
            </Typography>
            <DateField label="Launch date" value={value} onChange={setValue} fullWidth />
          </Box>
          <Box>
            <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
              Picker
            </Typography>
            <DatePicker label="Launch date" value={value} onChange={setValue} />
          </Box>
        </Stack>
        <Box>
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
            View
          </Typography>
          <DateCalendar value={value} onChange={setValue} />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
