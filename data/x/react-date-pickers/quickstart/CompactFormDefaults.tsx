import type {} from '@mui/x-date-pickers/themeAugmentation';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { Theme, ThemeProvider } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// Every DatePicker and TimePicker below the provider gets these props.
const withPickerDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiDatePicker: {
      defaultProps: {
        format: 'DD/MM/YYYY',
        slotProps: { textField: { size: 'small' } },
      },
    },
    MuiTimePicker: {
      defaultProps: {
        ampm: false,
        slotProps: { textField: { size: 'small' } },
      },
    },
  },
});

export default function CompactFormDefaults() {
  return (
    <ThemeProvider theme={withPickerDefaults}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DatePicker label="Invoice date" defaultValue={dayjs('2025-03-31')} />
          <DatePicker label="Due date" defaultValue={dayjs('2025-04-30')} />
          <TimePicker label="Cut-off" defaultValue={dayjs('2025-04-30T17:00')} />
        </Stack>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
