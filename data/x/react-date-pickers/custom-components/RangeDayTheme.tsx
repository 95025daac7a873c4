import * as React from 'react';
import dayjs from 'dayjs';
import { ThemeProvider, Theme } from '@mui/material/styles';
import type {} from '@mui/x-date-pickers-pro/themeAugmentation';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRangePickerDay2 } from '@mui/x-date-pickers-pro/DateRangePickerDay2';

// Square, denser days for every DateRangePickerDay2 under this theme.
const squareDays = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiDateRangePickerDay2: {
      styleOverrides: {
        root: {
          '--PickerDay-size': '32px',
          '--PickerDay-horizontalMargin': '3px',
          borderRadius: 6,
        },
        // The band between the ends of the range is painted by ::before.
        insideSelection: ({ theme }) => ({
          '&::before': { backgroundColor: theme.palette.action.selected },
        }),
        selectionStart: { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
        selectionEnd: { borderTopLeftRadius: 0, borderBottomLeftRadius: 0 },
      },
    },
  },
});

export default function RangeDayTheme() {
  return (
    <ThemeProvider theme={squareDays}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateRangeCalendar
          calendars={1}
          defaultValue={[dayjs('2025-03-10'), dayjs('2025-03-14')]}
          slots={{ day: DateRangePickerDay2 }}
        />
      </LocalizationProvider>
    </ThemeProvider>
  );
}
