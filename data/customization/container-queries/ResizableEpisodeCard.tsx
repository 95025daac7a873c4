import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PodcastsIcon from '@mui/icons-material/Podcasts';

// Every query below measures the nearest ancestor that has a `container-type`, not the window.
const Episode = styled('article')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '48px 1fr',
  alignItems: 'start',
  gap: theme.spacing(1.5),
  padding: theme.spacing(1.5),
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: 8,
  '& .episode-actions': { gridColumn: 2 },
  '& .episode-summary, & .episode-play-label': { display: 'none' },
  [theme.containerQueries.up(400)]: {
    gridTemplateColumns: '64px 1fr auto',
    alignItems: 'center',
    '& .episode-actions': { gridColumn: 'auto' },
  },
  [theme.containerQueries.up('sm')]: {
    gridTemplateColumns: '96px 1fr auto',
    padding: theme.spacing(2),
    '& .episode-summary': { display: 'block' },
    '& .episode-play-label': { display: 'inline-flex' },
    '& .episode-play-icon': { display: 'none' },
  },
}));

const Artwork = styled('div')(({ theme }) => ({
  aspectRatio: '1',
  display: 'grid',
  placeItems: 'center',
  borderRadius: 8,
  backgroundColor: (theme.vars ?? theme).palette.action.selected,
  color: (theme.vars ?? theme).palette.primary.main,
}));

// One chip per range; each is displayed only while its query matches.
const ranges = [
  { label: 'below 400 px', query: (theme: Theme) => theme.containerQueries.down(400) },
  { label: '400 px to sm', query: (theme: Theme) => theme.containerQueries.between(400, 'sm') },
  { label: 'sm (600 px) and up', query: (theme: Theme) => theme.containerQueries.up('sm') },
];

export default function ResizableEpisodeCard() {
  const [width, setWidth] = React.useState(340);
  const labelId = React.useId();

  return (
    <div>
      <Typography id={labelId} variant="body2" gutterBottom>
        Container width: {width} px
      </Typography>
      <Slider
        aria-labelledby={labelId}
        value={width}
        onChange={(event, value) => setWidth(value as number)}
        min={260}
        max={720}
        step={20}
        sx={{ maxWidth: 360, display: 'block' }}
      />
      <Box
        sx={{
          containerType: 'inline-size',
          width,
          maxWidth: '100%',
          p: 1,
          outline: '1px dashed',
          outlineColor: 'divider',
        }}
      >
        <Box sx={{ mb: 1 }}>
          {ranges.map((range) => (
            <Chip
              key={range.label}
              label={`Matching: ${range.label}`}
              size="small"
              variant="outlined"
              color="primary"
              sx={(theme) => ({ display: 'none', [range.query(theme)]: { display: 'inline-flex' } })}
            />
          ))}
        </Box>
        <Episode>
          <Artwork>
            <PodcastsIcon />
          </Artwork>
          <div>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              Episode 42 · 38 min
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>Designing for small screens first</Typography>
            <Typography className="episode-summary" variant="body2" sx={{ color: 'text.secondary' }}>
              Why the narrowest layout is the one to sketch before any other.
            </Typography>
          </div>
          <div className="episode-actions">
            <IconButton className="episode-play-icon" color="primary" aria-label="Play episode 42">
              <PlayArrowIcon />
            </IconButton>
            <Button className="episode-play-label" variant="contained" startIcon={<PlayArrowIcon />}>
              Play
            </Button>
          </div>
        </Episode>
      </Box>
    </div>
  );
}
