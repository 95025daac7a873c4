import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function FieldStates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 220px))' },
        }}
      >
        <DateField label="Outlined" defaultValue={dayjs('2025-10-06')} />
        <DateField label="Filled" variant="filled" defaultValue={dayjs('2025-10-06')} />
        <DateField label="Standard" variant="standard" defaultValue={dayjs('2025-10-06')} />
        <DateField label="Small" size="small" defaultValue={dayjs('2025-10-06')} />
        <DateField label="Read-only" readOnly defaultValue={dayjs('2025-10-06')} />
        <DateField label="Disabled" disabled defaultValue={dayjs('2025-10-06')} />
        <DateField
          label="Clear button at the start"
          clearable
          clearButtonPosition="start"
          defaultValue={dayjs('2025-10-06')}
        />
        <DateField label="Empty" helperText="Placeholders show the format" />
        <DateField
          label="Forced error"
          error
          helperText="Rejected by the server"
          defaultValue={dayjs('2025-10-06')}
        />
      </Box>
    </LocalizationProvider>
  );
}
