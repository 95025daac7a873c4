import dayjs from 'dayjs';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { usePickerAdapter } from '@mui/x-date-pickers/hooks';
import { validateDate } from '@mui/x-date-pickers/validation';

// Rows of a spreadsheet, as they arrived.
const rows = [
  { employee: 'Amara Okafor', leaveStarts: '2025-08-04' },
  { employee: 'Jonas Weber', leaveStarts: '2025-08-16' },
  { employee: 'Lucía Romero', leaveStarts: '2025-02-30' },
  { employee: 'Kenji Sato', leaveStarts: '2026-01-12' },
];

// The same rules as the leave request form's DatePicker.
const rules = {
  minDate: dayjs('2025-01-01'),
  maxDate: dayjs('2025-12-31'),
  disablePast: false,
  disableFuture: false,
  shouldDisableDate: (day: dayjs.Dayjs) => day.day() === 0 || day.day() === 6,
};

function ImportReport() {
  const adapter = usePickerAdapter();
  return (
    <List dense sx={{ maxWidth: 420 }}>
      {rows.map((row) => {
        // The adapter parses strictly: February 30 becomes an invalid date, not March 2.
        const value = adapter.parse(row.leaveStarts, 'YYYY-MM-DD');
        const error = validateDate({ adapter, value, timezone: 'default', props: rules });
        return (
          <ListItem key={row.employee} secondaryAction={<Chip size="small" label={error ?? 'valid'} color={error ? 'error' : 'success'} variant="outlined" />}>
            <ListItemText primary={row.employee} secondary={row.leaveStarts} />
          </ListItem>
        );
      })}
    </List>
  );
}

export default function ImportedDatesCheck() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ImportReport />
    </LocalizationProvider>
  );
}
