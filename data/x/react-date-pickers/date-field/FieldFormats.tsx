import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const published = dayjs('2025-02-07');

export default function FieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 280px))' },
        }}
      >
        <DateField label="Default (locale)" defaultValue={published} />
        <DateField label="Day first" defaultValue={published} format="DD/MM/YYYY" />
        <DateField label="Long month" defaultValue={published} format="MMMM D, YYYY" />
        <DateField label="With weekday" defaultValue={published} format="ddd D MMM YYYY" />
        <DateField
          label="ISO, spacious"
          defaultValue={published}
          format="YYYY-MM-DD"
          formatDensity="spacious"
        />
        <DateField
          label="No leading zeros"
          defaultValue={published}
          format="M/D/YYYY"
          shouldRespectLeadingZeros
        />
      </Box>
    </LocalizationProvider>
  );
}
