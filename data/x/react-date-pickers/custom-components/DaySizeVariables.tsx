import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickerDay2, pickerDay2Classes } from '@mui/x-date-pickers/PickerDay2';

export default function DaySizeVariables() {
  const [size, setSize] = React.useState(30);
  const [gap, setGap] = React.useState(4);
  const sizeLabel = React.useId();
  const gapLabel = React.useId();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        <Box sx={{ width: 200, pt: 2 }}>
          <Typography id={sizeLabel} variant="body2">
            Day size: {size} px
          </Typography>
          <Slider
            aria-labelledby={sizeLabel}
            value={size}
            min={24}
            max={40}
            onChange={(_, next) => setSize(next as number)}
          />
          <Typography id={gapLabel} variant="body2">
            Horizontal margin: {gap} px
          </Typography>
          <Slider
            aria-labelledby={gapLabel}
            value={gap}
            min={0}
            max={8}
            onChange={(_, next) => setGap(next as number)}
          />
        </Box>
        <DateCalendar
          defaultValue={dayjs('2025-01-21')}
          slots={{ day: PickerDay2 }}
          sx={{
            width: 'auto',
            [`& .${pickerDay2Classes.root}`]: {
              '--PickerDay-size': `${size}px`,
              '--PickerDay-horizontalMargin': `${gap}px`,
            },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
