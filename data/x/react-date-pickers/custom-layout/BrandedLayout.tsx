import * as React from 'react';
import dayjs from 'dayjs';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

// The date picker's toolbar writes the date as an <h4>: render it as a paragraph so it
// does not join the headings of the page around the demo.
const toolbarDateAsText = (outer: Theme): Theme => ({
  ...outer,
  components: { ...outer.components, MuiTypography: { defaultProps: { variantMapping: { h4: 'p' } } } },
});

export default function BrandedLayout() {
  return (
    <ThemeProvider theme={toolbarDateAsText}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <StaticDatePicker
          defaultValue={dayjs('2025-11-21')}
          orientation="landscape"
          slotProps={{
            actionBar: { actions: ['today', 'accept'] },
            layout: {
              sx: {
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                // Landscape grid: toolbar in column 1, row 1; views in columns 2–3.
                [`.${pickersLayoutClasses.toolbar}`]: {
                  gridRow: 1,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  '& .MuiTypography-root': { color: 'inherit' },
                },
                [`.${pickersLayoutClasses.contentWrapper}`]: { gridRow: '1 / 3' },
                // Move the action bar under the toolbar, in the first column.
                [`.${pickersLayoutClasses.actionBar}`]: {
                  gridColumn: 1,
                  gridRow: 2,
                  alignSelf: 'end',
                  flexDirection: 'column',
                  alignItems: 'stretch',
                  gap: 1,
                  '& .MuiButton-root': { m: 0 },
                },
              },
            },
          }}
        />
      </LocalizationProvider>
    </ThemeProvider>
  );
}
