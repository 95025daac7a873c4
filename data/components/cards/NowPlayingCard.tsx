import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';

const tracks = [
  { title: 'Harbour Lights', artist: 'The Quiet Tides', art: 'linear-gradient(160deg, #0277bd, #004d40)' },
  { title: 'Paper Kites', artist: 'Mina Sato', art: 'linear-gradient(160deg, #ad1457, #ff8f00)' },
  { title: 'Night Bus Home', artist: 'Lowlands', art: 'linear-gradient(160deg, #4527a0, #00838f)' },
];

export default function NowPlayingCard() {
  const [index, setIndex] = React.useState(0);
  const [playing, setPlaying] = React.useState(false);
  const track = tracks[index];
  const step = (delta: number) => setIndex((index + delta + tracks.length) % tracks.length);

  return (
    <Card sx={{ display: 'flex', maxWidth: 400 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
        <CardContent sx={{ flex: '1 0 auto' }}>
          <Typography variant="h6" component="p" noWrap>
            {track.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
            {track.artist}
          </Typography>
        </CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', px: 1, pb: 1 }}>
          <IconButton aria-label="Previous track" onClick={() => step(-1)}>
            <SkipPreviousIcon />
          </IconButton>
          <IconButton aria-label={playing ? 'Pause' : 'Play'} onClick={() => setPlaying(!playing)}>
            {playing ? <PauseIcon sx={{ fontSize: 36 }} /> : <PlayArrowIcon sx={{ fontSize: 36 }} />}
          </IconButton>
          <IconButton aria-label="Next track" onClick={() => step(1)}>
            <SkipNextIcon />
          </IconButton>
        </Box>
      </Box>
      {/* Album art: decorative here, the title and artist are in the text. */}
      <CardMedia sx={{ width: 140, flexShrink: 0, background: track.art }} />
    </Card>
  );
}
