import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function ClearIconChoices() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField
          label="Warranty ends"
          defaultValue={dayjs('2027-02-28')}
          clearable
          slots={{ clearIcon: BackspaceOutlinedIcon }}
          slotProps={{ clearIcon: { fontSize: 'small' } }}
        />
        <DateTimeField
          label="Reminder"
          defaultValue={dayjs('2027-02-01T09:00')}
          clearable
          slots={{ clearIcon: DeleteOutlineIcon }}
          slotProps={{ clearButton: { color: 'error', title: 'Delete the reminder' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
