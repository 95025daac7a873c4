import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const MIN = 12;
const MAX = 24;
// Ticks at both ends with no label: the labels are the buttons below.
const endMarks = [{ value: MIN }, { value: MAX }];

export default function TextSizeSlider() {
  const [size, setSize] = React.useState(16);

  return (
    <Box sx={{ width: { xs: '100%', sm: 300 } }}>
      <Slider
        aria-label="Reader text size"
        value={size}
        onChange={(event, value) => setSize(value)}
        min={MIN}
        max={MAX}
        marks={endMarks}
        valueLabelDisplay="auto"
        getAriaValueText={(value) => `${value} pixels`}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: -1 }}>
        <Button size="small" onClick={() => setSize(MIN)} sx={{ fontSize: 12, minWidth: 0 }}>
          {MIN} px
        </Button>
        <Button size="small" onClick={() => setSize(MAX)} sx={{ fontSize: 18, minWidth: 0 }}>
          {MAX} px
        </Button>
      </Box>
      <Typography sx={{ fontSize: size, mt: 1 }}>The quick brown fox jumps over the lazy dog.</Typography>
    </Box>
  );
}
