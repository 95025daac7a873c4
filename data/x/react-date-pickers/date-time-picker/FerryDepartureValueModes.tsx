import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const firstCrossing = dayjs('2025-05-21T07:15');

export default function FerryDepartureValueModes() {
  // Uncontrolled: the picker keeps its own state, we only hear about committed values.
  const [lastAccepted, setLastAccepted] = React.useState<Dayjs | null>(firstCrossing);
  // Controlled: this state is the single source of truth.
  const [returnTrip, setReturnTrip] = React.useState<Dayjs | null>(dayjs('2025-05-23T18:40'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 320px))' },
        }}
      >
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="p">
            Uncontrolled (defaultValue)
          </Typography>
          <DateTimePicker
            label="Outbound sailing"
            defaultValue={firstCrossing}
            onAccept={setLastAccepted}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Last confirmed: {lastAccepted ? lastAccepted.format('ddd D MMM, HH:mm') : 'none'}
          </Typography>
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="p">
            Controlled (value and onChange)
          </Typography>
          <DateTimePicker label="Return sailing" value={returnTrip} onChange={setReturnTrip} />
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              variant="outlined"
              onClick={() => setReturnTrip((current) => current && current.add(1, 'day'))}
            >
              One day later
            </Button>
            <Button size="small" variant="outlined" onClick={() => setReturnTrip(null)}>
              Clear
            </Button>
          </Stack>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
