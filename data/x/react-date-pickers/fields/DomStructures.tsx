import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function DomStructures() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <div>
          <DateField label="Invoice date" defaultValue={dayjs('2025-02-03')} fullWidth />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Default: a group of spinbutton sections (PickersTextField) and a hidden input.
          </Typography>
        </div>
        <div>
          <DateField
            label="Invoice date"
            defaultValue={dayjs('2025-02-03')}
            fullWidth
            enableAccessibleFieldDOMStructure={false}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            enableAccessibleFieldDOMStructure=false: one input (Material UI TextField).
          </Typography>
        </div>
      </Box>
    </LocalizationProvider>
  );
}
