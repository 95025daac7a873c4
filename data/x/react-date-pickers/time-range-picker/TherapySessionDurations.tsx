import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { usePickerRangePositionContext } from '@mui/x-date-pickers-pro/hooks';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import { DigitalClockItem, DigitalClockItemProps } from '@mui/x-date-pickers/DigitalClock';
import { DateRange } from '@mui/x-date-pickers-pro/models';

function formatLength(minutes: number) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) {
    return `${rest} min`;
  }
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

// Each option of the end list shows how long the session would last.
function ItemWithLength(props: DigitalClockItemProps) {
  const { itemValue, formattedValue, ...other } = props;
  const { value } = usePickerContext<DateRange<Dayjs>>();
  const { rangePosition } = usePickerRangePositionContext();
  const start = value[0];
  const minutes = start?.isValid() ? itemValue.diff(start, 'minute') : 0;
  const label =
    rangePosition === 'end' && minutes > 0
      ? `${formattedValue} (${formatLength(minutes)})`
      : formattedValue;

  return (
    <DigitalClockItem {...other} sx={{ minWidth: 170 }}>
      {label}
    </DigitalClockItem>
  );
}

export default function TherapySessionDurations() {
  const [session, setSession] = React.useState<DateRange<Dayjs>>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker
        label="Physiotherapy session"
        value={session}
        onChange={(newValue) => setSession(newValue)}
        referenceDate={dayjs('2025-03-14T08:00')}
        ampm={false}
        timeSteps={{ minutes: 15 }}
        thresholdToRenderTimeInASingleColumn={96}
        minTime={dayjs('2025-03-14T08:00')}
        maxTime={dayjs('2025-03-14T19:00')}
        skipDisabled
        slots={{ digitalClockItem: ItemWithLength }}
        slotProps={{ textField: { helperText: 'The end list shows the length of the session' } }}
        sx={{ width: 300 }}
      />
    </LocalizationProvider>
  );
}
