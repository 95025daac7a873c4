import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

export default function HalfStarRating() {
  const [value, setValue] = React.useState<number | null>(3.5);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend">Rate the recipe</Typography>
      <Rating
        name="recipe-rating"
        value={value}
        precision={0.5}
        onChange={(event, newValue) => setValue(newValue)}
        getLabelText={(score) => `${score} out of 5 stars`}
      />
      <Typography variant="body2" color="text.secondary">
        {value === null ? 'No rating (click the current rating again to clear it)' : `Your rating: ${value}`}
      </Typography>
    </Box>
  );
}
