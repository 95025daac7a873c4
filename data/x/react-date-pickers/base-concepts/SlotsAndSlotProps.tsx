import dayjs from 'dayjs';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function SlotsAndSlotProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Vaccination date"
        defaultValue={dayjs('2025-10-02')}
        // `slots` replaces a part with another component...
        slots={{ openPickerIcon: EventAvailableIcon }}
        // ...and `slotProps` passes props to a part, built-in or custom.
        slotProps={{
          textField: { helperText: 'As written on the certificate', fullWidth: true },
          openPickerButton: { color: 'primary' },
          field: { clearable: true },
          actionBar: { actions: ['clear', 'cancel', 'accept'] },
        }}
        closeOnSelect={false}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
