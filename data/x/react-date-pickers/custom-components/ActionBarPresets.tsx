import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ActionBarPresets() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        {/* The same list of actions on every layout. */}
        <StaticDatePicker
          defaultValue={dayjs('2025-03-14')}
          displayStaticWrapperAs="desktop"
          slotProps={{ actionBar: { actions: ['clear', 'today'] } }}
        />
        {/* A function picks the actions from the picker's variant. */}
        <DatePicker
          label="Invoice due date"
          defaultValue={dayjs('2025-04-14')}
          slotProps={{
            actionBar: ({ pickerVariant }) => ({
              actions: pickerVariant === 'desktop' ? ['today'] : ['clear', 'cancel', 'accept'],
            }),
            textField: { helperText: 'Open it on a phone and on a desktop' },
          }}
          sx={{ width: 260 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
