import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

function clock(hour: number) {
  return `${String(hour).padStart(2, '0')}:00`;
}

const marks = [0, 6, 12, 18, 24].map((hour) => ({ value: hour, label: clock(hour) }));

export default function WorkingHoursRange() {
  const [hours, setHours] = React.useState<number[]>([9, 17]);

  return (
    <Box sx={{ width: { xs: '100%', sm: 400 }, px: 2 }}>
      <Typography gutterBottom>
        Notifications allowed
      </Typography>
      <Slider
        getAriaLabel={(index) => (index === 0 ? 'Start of working hours' : 'End of working hours')}
        value={hours}
        onChange={(event, value) => setHours(value)}
        min={0}
        max={24}
        marks={marks}
        valueLabelDisplay="auto"
        valueLabelFormat={clock}
        getAriaValueText={clock}
      />
      <Typography variant="body2" color="text.secondary">
        From {clock(hours[0])} to {clock(hours[1])}, {hours[1] - hours[0]} hours a day
      </Typography>
    </Box>
  );
}
