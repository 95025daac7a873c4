import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

function DeliveryActionBar(props: PickersActionBarProps) {
  const { className, sx } = props;
  const { value, clearValue, setValue, acceptValueChanges } = usePickerContext<Dayjs | null>();

  return (
    <DialogActions className={className} sx={sx}>
      <Button onClick={clearValue}>Clear</Button>
      <Button onClick={() => setValue(dayjs('2025-06-20'), { changeImportance: 'set' })}>
        Earliest
      </Button>
      <Button variant="contained" disabled={value == null} onClick={acceptValueChanges}>
        Confirm delivery
      </Button>
    </DialogActions>
  );
}

export default function ConfirmActionBar() {
  const [confirmed, setConfirmed] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <StaticDatePicker
          defaultValue={dayjs('2025-06-24')}
          minDate={dayjs('2025-06-20')}
          displayStaticWrapperAs="desktop"
          onAccept={setConfirmed}
          slots={{ actionBar: DeliveryActionBar }}
        />
        <Typography variant="body2" role="status">
          {confirmed
            ? `Delivery confirmed for ${confirmed.format('dddd, MMMM D')}`
            : 'Not confirmed yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
