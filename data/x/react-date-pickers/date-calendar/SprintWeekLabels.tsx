import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Two weeks per sprint: weeks 1 and 2 are sprint 1, weeks 3 and 4 sprint 2, and so on.
const sprintOf = (weekNumber: number) => Math.ceil(weekNumber / 2);

export default function SprintWeekLabels() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{
        calendarWeekNumberHeaderText: 'Wk',
        calendarWeekNumberHeaderLabel: 'Week number',
        calendarWeekNumberText: (weekNumber) => `${weekNumber}`.padStart(2, '0'),
        calendarWeekNumberAriaLabelText: (weekNumber) =>
          `Week ${weekNumber}, sprint ${sprintOf(weekNumber)}`,
      }}
    >
      <DateCalendar
        defaultValue={dayjs('2025-09-03')}
        displayWeekNumber
        views={['day']}
        sx={{
          // The week numbers' default colour (text.disabled) is too faint to read comfortably.
          '& .MuiDayCalendar-weekNumber': { color: 'text.secondary' },
          '& .MuiDayCalendar-weekNumberLabel': { color: 'text.secondary' },
        }}
      />
    </LocalizationProvider>
  );
}
