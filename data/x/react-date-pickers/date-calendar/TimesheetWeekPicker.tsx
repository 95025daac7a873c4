import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';

interface WeekState {
  selected: Dayjs | null;
  hovered: Dayjs | null;
  setHovered: (day: Dayjs | null) => void;
}

const WeekContext = React.createContext<WeekState>({
  selected: null,
  hovered: null,
  setHovered: () => {},
});

function WeekDay(props: PickersDayProps) {
  const { day, ...other } = props;
  const { selected, hovered, setHovered } = React.useContext(WeekContext);
  const inSelectedWeek = selected !== null && day.isSame(selected, 'week');
  const inHoveredWeek = !inSelectedWeek && hovered !== null && day.isSame(hovered, 'week');
  const isFirst = day.isSame(day.startOf('week'), 'day');
  const isLast = day.isSame(day.endOf('week'), 'day');

  return (
    <PickersDay
      {...other}
      day={day}
      selected={inSelectedWeek}
      aria-selected={inSelectedWeek}
      disableMargin
      onPointerEnter={() => setHovered(day)}
      onPointerLeave={() => setHovered(null)}
      sx={{
        width: 40,
        borderRadius: 0,
        ...(isFirst && { borderTopLeftRadius: '50%', borderBottomLeftRadius: '50%' }),
        ...(isLast && { borderTopRightRadius: '50%', borderBottomRightRadius: '50%' }),
        ...(inHoveredWeek && { bgcolor: 'action.hover' }),
      }}
    />
  );
}

export default function TimesheetWeekPicker() {
  const [selected, setSelected] = React.useState<Dayjs | null>(dayjs('2025-03-10'));
  const [hovered, setHovered] = React.useState<Dayjs | null>(null);
  const weekState = React.useMemo(() => ({ selected, hovered, setHovered }), [selected, hovered]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
        <WeekContext.Provider value={weekState}>
          <DateCalendar
            value={selected}
            onChange={(day) => setSelected(day)}
            showDaysOutsideCurrentMonth
            fixedWeekNumber={6}
            views={['day']}
            slots={{ day: WeekDay }}
          />
        </WeekContext.Provider>
        <Typography variant="body2" sx={{ pt: 2, maxWidth: 240 }}>
          {selected
            ? `Timesheet for ${selected.startOf('week').format('MMM D')} to ${selected
                .endOf('week')
                .format('MMM D, YYYY')}`
            : 'Pick any day to choose its week.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
