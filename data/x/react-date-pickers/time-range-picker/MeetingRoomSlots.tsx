import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

export default function MeetingRoomSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker
        label="Room booking"
        defaultValue={[dayjs('2025-06-18T10:00'), dayjs('2025-06-18T11:30')]}
        timeSteps={{ minutes: 30 }}
        thresholdToRenderTimeInASingleColumn={48}
        minTime={dayjs('2025-06-18T08:00')}
        maxTime={dayjs('2025-06-18T18:00')}
        skipDisabled
        slotProps={{ textField: { helperText: 'Half-hour slots from 8 AM to 6 PM' } }}
        sx={{ width: 300 }}
      />
    </LocalizationProvider>
  );
}
