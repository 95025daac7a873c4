import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const marks = [
  { value: -50, label: 'Left' },
  { value: 0, label: 'Centre' },
  { value: 50, label: 'Right' },
];

function describe(value: number) {
  if (value === 0) return 'Centred';
  return `${Math.abs(value)}% ${value < 0 ? 'left' : 'right'}`;
}

export default function StereoBalanceSlider() {
  const [balance, setBalance] = React.useState(-10);

  return (
    <Box sx={{ width: { xs: '100%', sm: 320 }, px: 2 }}>
      <Slider
        aria-label="Stereo balance"
        value={balance}
        onChange={(event, value) => setBalance(value)}
        min={-50}
        max={50}
        marks={marks}
        track={false}
        getAriaValueText={describe}
      />
      <Typography variant="body2" color="text.secondary">
        Balance: {describe(balance)}
      </Typography>
    </Box>
  );
}
