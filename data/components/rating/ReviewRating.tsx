import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

const labels: Record<number, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};

function getLabelText(value: number) {
  return `${value} star${value !== 1 ? 's' : ''}, ${labels[value]}`;
}

export default function ReviewRating() {
  const [value, setValue] = React.useState<number | null>(4);
  const [hover, setHover] = React.useState(-1);
  const shown = hover !== -1 ? hover : value;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" sx={{ mb: 0.5 }}>
        How was your stay at Hotel Miramar?
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Rating
          name="stay-rating"
          value={value}
          getLabelText={getLabelText}
          onChange={(event, newValue) => setValue(newValue)}
          onChangeActive={(event, newHover) => setHover(newHover)}
        />
        <Typography variant="body2" color="text.secondary" sx={{ minWidth: 80 }}>
          {shown !== null ? labels[shown] : 'Not rated'}
        </Typography>
      </Box>
    </Box>
  );
}
