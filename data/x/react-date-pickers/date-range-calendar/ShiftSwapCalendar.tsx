import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRange, RangePosition } from '@mui/x-date-pickers-pro/models';

const format = (day: Dayjs | null) => (day ? day.format('ddd, MMM D') : 'Not set');

export default function ShiftSwapCalendar() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-03-10'),
    dayjs('2025-03-14'),
  ]);
  const [position, setPosition] = React.useState<RangePosition>('start');
  const [dragging, setDragging] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {(['start', 'end'] as const).map((end) => (
          <Button
            key={end}
            size="small"
            variant={position === end ? 'contained' : 'outlined'}
            aria-pressed={position === end}
            onClick={() => setPosition(end)}
          >
            {end === 'start' ? 'First shift' : 'Last shift'}: {format(value[end === 'start' ? 0 : 1])}
          </Button>
        ))}
        <FormControlLabel
          control={<Switch checked={dragging} onChange={(event) => setDragging(event.target.checked)} />}
          label="Drag to edit"
        />
      </Stack>
      <Box sx={{ overflowX: 'auto' }}>
        <DateRangeCalendar
          calendars={1}
          value={value}
          onChange={(newValue) => setValue(newValue)}
          rangePosition={position}
          onRangePositionChange={setPosition}
          disableDragEditing={!dragging}
        />
      </Box>
    </LocalizationProvider>
  );
}
