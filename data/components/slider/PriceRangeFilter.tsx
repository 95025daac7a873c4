import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const MIN_GAP = 50;

function euros(value: number) {
  return `€${value}`;
}

export default function PriceRangeFilter() {
  const [range, setRange] = React.useState<number[]>([150, 600]);

  const handleChange = (event: Event, newValue: number[], activeThumb: number) => {
    // Keep at least MIN_GAP between the thumbs, moving only the thumb being dragged.
    if (activeThumb === 0) {
      setRange([Math.min(newValue[0], range[1] - MIN_GAP), range[1]]);
    } else {
      setRange([range[0], Math.max(newValue[1], range[0] + MIN_GAP)]);
    }
  };

  return (
    <Box sx={{ width: { xs: '100%', sm: 360 } }}>
      <Typography gutterBottom>Price</Typography>
      <Slider
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        value={range}
        onChange={handleChange}
        min={0}
        max={1000}
        step={10}
        disableSwap
        valueLabelDisplay="auto"
        valueLabelFormat={euros}
        getAriaValueText={euros}
      />
      <Typography variant="body2" color="text.secondary">
        Showing laptops from {euros(range[0])} to {euros(range[1])}
      </Typography>
    </Box>
  );
}
