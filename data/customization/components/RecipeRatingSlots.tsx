import * as React from 'react';
import Box from '@mui/material/Box';
import Rating, { ratingClasses } from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';

export default function RecipeRatingSlots() {
  const [value, setValue] = React.useState<number | null>(4);
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, p: 0 }}>
        Rate this recipe: lemon ricotta pancakes
      </Typography>
      <Rating
        name="recipe-rating"
        value={value}
        onChange={(event, newValue) => setValue(newValue)}
        icon={<FavoriteIcon fontSize="inherit" />}
        emptyIcon={<FavoriteBorderIcon fontSize="inherit" />}
        getLabelText={(count) => `${count} heart${count === 1 ? '' : 's'}`}
        sx={{
          fontSize: 32,
          // Slots found in the browser's dev tools: .MuiRating-iconFilled, .MuiRating-iconHover...
          '& .MuiRating-iconFilled': { color: 'error.main' },
          '& .MuiRating-iconHover': { color: 'error.dark' },
          // ...or spelled with the exported class names, which TypeScript checks.
          [`& .${ratingClasses.iconEmpty}`]: { color: 'text.secondary' },
        }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {value ? `You gave it ${value} of 5.` : 'Not rated yet.'}
      </Typography>
    </Box>
  );
}
