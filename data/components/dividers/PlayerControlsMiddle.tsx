import * as React from 'react';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PauseIcon from '@mui/icons-material/Pause';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import VolumeDownIcon from '@mui/icons-material/VolumeDown';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import QueueMusicIcon from '@mui/icons-material/QueueMusic';
import LyricsIcon from '@mui/icons-material/Lyrics';

export default function PlayerControlsMiddle() {
  const [playing, setPlaying] = React.useState(false);

  return (
    <Paper
      variant="outlined"
      role="toolbar"
      aria-label="Player controls"
      sx={{ display: 'inline-flex', alignItems: 'center', px: 0.5 }}
    >
      <IconButton aria-label="Previous track">
        <SkipPreviousIcon />
      </IconButton>
      <IconButton aria-label={playing ? 'Pause' : 'Play'} onClick={() => setPlaying((value) => !value)}>
        {playing ? <PauseIcon /> : <PlayArrowIcon />}
      </IconButton>
      <IconButton aria-label="Next track">
        <SkipNextIcon />
      </IconButton>
      <Divider orientation="vertical" variant="middle" flexItem />
      <IconButton aria-label="Volume down">
        <VolumeDownIcon />
      </IconButton>
      <IconButton aria-label="Volume up">
        <VolumeUpIcon />
      </IconButton>
      <Divider orientation="vertical" variant="middle" flexItem />
      <IconButton aria-label="Show queue">
        <QueueMusicIcon />
      </IconButton>
      <IconButton aria-label="Show lyrics">
        <LyricsIcon />
      </IconButton>
    </Paper>
  );
}
