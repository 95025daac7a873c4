import * as React from 'react';
import Masonry from '@mui/lab/Masonry';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const artworks = [
  { title: 'Low tide', artist: 'A. Brandt', height: 120 },
  { title: 'Orchard in May', artist: 'L. Okoye', height: 170 },
  { title: 'Study in blue', artist: 'M. Ferreira', height: 90 },
  { title: 'Night market', artist: 'K. Tanaka', height: 140 },
  { title: 'Salt flats', artist: 'R. Quispe', height: 110 },
  { title: 'Self-portrait', artist: 'E. Lind', height: 160 },
  { title: 'Red kite', artist: 'J. Morgan', height: 100 },
  { title: 'Winter light', artist: 'S. Novak', height: 130 },
];

export default function GalleryWallSpacing() {
  const [spacing, setSpacing] = React.useState(3);
  const labelId = React.useId();

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id={labelId} variant="body2" sx={{ mb: 1 }}>
        Space between frames: spacing={spacing} ({spacing * 8}px)
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={spacing}
        onChange={(event, value: number | null) => value !== null && setSpacing(value)}
        aria-labelledby={labelId}
        sx={{ mb: 2 }}
      >
        {[0, 1, 2, 3, 4].map((value) => (
          <ToggleButton key={value} value={value} aria-label={`Spacing ${value}`}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* defaultSpacing matches the initial spacing, so the server layout is the same. */}
      <Masonry
        columns={3}
        spacing={spacing}
        defaultColumns={3}
        defaultSpacing={3}
        defaultHeight={490}
      >
        {artworks.map((art, index) => (
          <Paper
            key={art.title}
            elevation={0}
            sx={{
              height: art.height,
              p: 1.5,
              bgcolor: index % 2 === 0 ? 'primary.main' : 'secondary.main',
              color: index % 2 === 0 ? 'primary.contrastText' : 'secondary.contrastText',
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {art.title}
            </Typography>
            <Typography variant="caption">{art.artist}</Typography>
          </Paper>
        ))}
      </Masonry>
    </Box>
  );
}
