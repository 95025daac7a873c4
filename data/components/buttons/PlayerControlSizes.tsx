import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShuffleIcon from '@mui/icons-material/Shuffle';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PauseIcon from '@mui/icons-material/Pause';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import RepeatIcon from '@mui/icons-material/Repeat';

export default function PlayerControlSizes() {
  const [playing, setPlaying] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Now {playing ? 'playing' : 'paused'}: Harbour Lights (Night Mix)
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton aria-label="Shuffle" size="small">
          <ShuffleIcon fontSize="inherit" />
        </IconButton>
        <IconButton aria-label="Previous track">
          <SkipPreviousIcon />
        </IconButton>
        {/* The main control is large; fontSize="inherit" lets the icon follow the button's size. */}
        <IconButton
          aria-label={playing ? 'Pause' : 'Play'}
          size="large"
          color="primary"
          onClick={() => setPlaying((value) => !value)}
          sx={{ fontSize: 40 }}
        >
          {playing ? <PauseIcon fontSize="inherit" /> : <PlayArrowIcon fontSize="inherit" />}
        </IconButton>
        <IconButton aria-label="Next track">
          <SkipNextIcon />
        </IconButton>
        <IconButton aria-label="Repeat" size="small">
          <RepeatIcon fontSize="inherit" />
        </IconButton>
      </Stack>
    </Stack>
  );
}
