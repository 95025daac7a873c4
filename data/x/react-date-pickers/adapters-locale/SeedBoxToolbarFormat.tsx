import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

// The toolbar writes its date as an <h4>: render it as a paragraph inside the page.
const toolbarDateAsText = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiTypography: { defaultProps: { variantMapping: { h4: 'p' } } },
  },
});

export default function SeedBoxToolbarFormat() {
  const [firstBox, setFirstBox] = React.useState<Dayjs | null>(dayjs('2025-04-01'));

  return (
    <ThemeProvider theme={toolbarDateAsText}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <StaticDatePicker
          value={firstBox}
          onChange={setFirstBox}
          views={['year', 'month']}
          openTo="month"
          slotProps={{
            toolbar: { toolbarFormat: 'MMMM YYYY', toolbarPlaceholder: 'No month yet' },
            actionBar: { actions: [] },
          }}
          localeText={{ toolbarTitle: 'First seed box' }}
        />
      </LocalizationProvider>
    </ThemeProvider>
  );
}
