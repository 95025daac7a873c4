import * as React from 'react';
import 'dayjs/locale/fr';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';
import { usePickerAdapter } from '@mui/x-date-pickers/hooks';

// No Day.js call here: every date operation goes through the adapter,
// so the header works with any adapter and any locale.
function YearJumpHeader(props: PickersCalendarHeaderProps) {
  const { currentMonth, onMonthChange, labelId } = props;
  const adapter = usePickerAdapter();
  const move = (months: number) => onMonthChange(adapter.addMonths(currentMonth, months));

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', px: 1, pt: 1.5, pb: 1 }}>
      <IconButton aria-label="Previous year" onClick={() => move(-12)}>
        <FirstPageIcon />
      </IconButton>
      <IconButton aria-label="Previous month" onClick={() => move(-1)}>
        <ChevronLeftIcon />
      </IconButton>
      <Typography id={labelId} sx={{ flex: 1, textAlign: 'center', textTransform: 'capitalize' }}>
        {adapter.format(currentMonth, 'month')} {adapter.format(currentMonth, 'year')}
      </Typography>
      <IconButton aria-label="Next month" onClick={() => move(1)}>
        <ChevronRightIcon />
      </IconButton>
      <IconButton aria-label="Next year" onClick={() => move(12)}>
        <LastPageIcon />
      </IconButton>
    </Box>
  );
}

function LibraryCalendar() {
  const adapter = usePickerAdapter();
  // `adapter.date()` builds a date of whichever library the provider uses.
  const start = React.useMemo(() => adapter.date('2025-03-12'), [adapter]);
  return <DateCalendar defaultValue={start} slots={{ calendarHeader: YearJumpHeader }} />;
}

export default function AdapterAgnosticHeader() {
  const [locale, setLocale] = React.useState('en');

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={locale}
        onChange={(_, next: string | null) => next && setLocale(next)}
        aria-label="Locale of the adapter"
      >
        <ToggleButton value="en">English</ToggleButton>
        <ToggleButton value="fr">Français</ToggleButton>
      </ToggleButtonGroup>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
        <LibraryCalendar />
      </LocalizationProvider>
    </Stack>
  );
}
