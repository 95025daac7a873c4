import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

export default function VintageYearButtons() {
  const labelId = React.useId();
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ maxWidth: 320 }}>
        <Typography id={labelId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
          Vintage
        </Typography>
        <YearCalendar
          gridLabelId={labelId}
          defaultValue={dayjs('2016-01-01')}
          minDate={dayjs('2005-01-01')}
          maxDate={dayjs('2022-12-31')}
          yearsOrder="desc"
          slotProps={{
            // Square buttons, an outline on every available vintage.
            yearButton: (ownerState) => ({
              sx: {
                borderRadius: 1,
                border: '1px solid',
                borderColor: ownerState.isYearDisabled ? 'transparent' : 'divider',
                fontWeight: ownerState.isYearSelected ? 700 : 400,
              },
            }),
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
