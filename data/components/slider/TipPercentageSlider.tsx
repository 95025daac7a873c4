import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const BILL = 64;

function percent(value: number) {
  return `${value}%`;
}

export default function TipPercentageSlider() {
  const [tip, setTip] = React.useState(15);

  return (
    <Box sx={{ width: { xs: '100%', sm: 320 }, pt: 4 }}>
      <Slider
        aria-label="Tip"
        value={tip}
        onChange={(event, value) => setTip(value)}
        min={0}
        max={30}
        step={5}
        marks
        valueLabelDisplay="on"
        valueLabelFormat={percent}
        getAriaValueText={(value) => `${value} percent tip`}
      />
      <Typography variant="body2" color="text.secondary">
        Bill ${BILL.toFixed(2)} + tip ${((BILL * tip) / 100).toFixed(2)} = $
        {(BILL * (1 + tip / 100)).toFixed(2)}
      </Typography>
    </Box>
  );
}
