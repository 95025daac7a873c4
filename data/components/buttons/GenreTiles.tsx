import * as React from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';

// Cover art drawn with CSS gradients: dark enough everywhere for white text.
const genres = [
  {
    name: 'Jazz',
    tracks: 128,
    art: 'radial-gradient(circle at 25% 30%, #5c3d99 0, transparent 55%), linear-gradient(135deg, #1d1442, #3b1f5e)',
  },
  {
    name: 'Ambient',
    tracks: 74,
    art: 'radial-gradient(circle at 70% 20%, #1f6f78 0, transparent 60%), linear-gradient(160deg, #0b2a33, #12424d)',
  },
  {
    name: 'Afrobeat',
    tracks: 96,
    art: 'repeating-linear-gradient(45deg, #7a2e12 0 14px, #5c200b 14px 28px)',
  },
];

export default function GenreTiles() {
  const [opened, setOpened] = React.useState<string | null>(null);

  return (
    <div>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 2 }}>
        {genres.map((genre) => (
          <ButtonBase
            key={genre.name}
            focusRipple
            onClick={() => setOpened(genre.name)}
            sx={{
              height: 140,
              borderRadius: 2,
              overflow: 'hidden',
              position: 'relative',
              justifyContent: 'flex-start',
              alignItems: 'flex-end',
              color: 'common.white',
              textAlign: 'left',
              '& .cover': { transition: 'transform 300ms' },
              '&:hover .cover, &.Mui-focusVisible .cover': { transform: 'scale(1.08)' },
              '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <Box className="cover" aria-hidden sx={{ position: 'absolute', inset: 0, background: genre.art }} />
            <Box sx={{ position: 'relative', p: 1.5 }}>
              <Typography component="span" variant="h6" sx={{ display: 'block', lineHeight: 1.2 }}>
                {genre.name}
              </Typography>
              <Typography component="span" variant="caption">
                {genre.tracks} tracks
              </Typography>
            </Box>
          </ButtonBase>
        ))}
      </Box>
      <Typography variant="body2" aria-live="polite" sx={{ mt: 2, color: 'text.secondary' }}>
        {opened ? `Opening the ${opened} station…` : 'Pick a genre to start a station.'}
      </Typography>
    </div>
  );
}
