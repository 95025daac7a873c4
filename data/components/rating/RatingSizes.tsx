import * as React from 'react';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const places = [
  { size: 'small', use: 'Search result row', name: 'Café Lumen', score: 4 },
  { size: 'medium', use: 'Review form', name: 'Noodle Bar Hoshi', score: 3 },
  { size: 'large', use: 'Restaurant header', name: 'Trattoria Verde', score: 5 },
  { size: 'custom', use: 'Kiosk screen', name: 'Bakery Sol', score: 4 },
] as const;

export default function RatingSizes() {
  const id = React.useId();

  return (
    <Stack spacing={2}>
      {places.map((place) => (
        // role="group" names the row's radios, like a fieldset with a legend would.
        <Stack
          key={place.size}
          role="group"
          aria-labelledby={`${id}-${place.size}`}
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography id={`${id}-${place.size}`} variant="body2" sx={{ width: 170 }}>
            {place.name}
            <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
              {place.use}: {place.size === 'custom' ? 'sx fontSize 3rem' : `size="${place.size}"`}
            </Typography>
          </Typography>
          <Rating
            name={`${id}-${place.size}-rating`}
            defaultValue={place.score}
            size={place.size === 'custom' ? undefined : place.size}
            sx={place.size === 'custom' ? { fontSize: '3rem' } : undefined}
          />
        </Stack>
      ))}
    </Stack>
  );
}
