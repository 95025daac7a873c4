import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

function speed(value: number) {
  return `${value.toFixed(2)}×`;
}

export default function PlaybackSpeedSlider() {
  const labelId = React.useId();
  const [rate, setRate] = React.useState(1.25);

  return (
    <Box sx={{ width: { xs: '100%', sm: 320 } }}>
      <Typography id={labelId} gutterBottom>
        Playback speed: {speed(rate)}
      </Typography>
      <Slider
        aria-labelledby={labelId}
        value={rate}
        onChange={(event, value) => setRate(value)}
        min={0.5}
        max={2}
        step={0.05}
        shiftStep={0.25}
        marks={[{ value: 1 }]}
        valueLabelDisplay="auto"
        valueLabelFormat={speed}
        getAriaValueText={speed}
      />
    </Box>
  );
}
