import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Forward30Rounded from '@mui/icons-material/Forward30Rounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Podcasts from '@mui/icons-material/Podcasts';
import Replay10Rounded from '@mui/icons-material/Replay10Rounded';
import VolumeDownRounded from '@mui/icons-material/VolumeDownRounded';
import VolumeUpRounded from '@mui/icons-material/VolumeUpRounded';

const DURATION = 47 * 60 + 12; // seconds

function clock(totalSeconds: number) {
  const minutes = Math.floor(totalSeconds / 60);
  return `${minutes}:${String(totalSeconds % 60).padStart(2, '0')}`;
}

// Thin progress bar whose thumb only grows on hover or keyboard focus.
const progressSx = {
  height: 4,
  '& .MuiSlider-thumb': {
    width: 8,
    height: 8,
    transition: 'width 0.2s, height 0.2s',
    '&::before': { boxShadow: 'none' },
    '&:hover, &.Mui-focusVisible, &.Mui-active': { width: 16, height: 16 },
  },
  '& .MuiSlider-rail': { opacity: 0.3 },
};

export default function PodcastPlayerCard() {
  const [position, setPosition] = React.useState(754);
  const [playing, setPlaying] = React.useState(false);

  React.useEffect(() => {
    if (!playing) return undefined;
    const timer = setInterval(() => {
      setPosition((current) => Math.min(DURATION, current + 1));
    }, 1000);
    return () => clearInterval(timer);
  }, [playing]);

  const seek = (delta: number) => setPosition((current) => Math.min(DURATION, Math.max(0, current + delta)));

  return (
    <Paper variant="outlined" sx={{ width: { xs: '100%', sm: 360 }, p: 2, borderRadius: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          aria-hidden
          sx={{
            width: 72,
            height: 72,
            flexShrink: 0,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            color: 'primary.contrastText',
            background: (theme) =>
              `linear-gradient(135deg, ${(theme.vars ?? theme).palette.primary.main}, ${(theme.vars ?? theme).palette.secondary.main})`,
          }}
        >
          <Podcasts fontSize="large" />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary">
            The Release Train · Episode 42
          </Typography>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            Shipping on Fridays
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            with Priya Natarajan
          </Typography>
        </Box>
      </Stack>
      <Slider
        aria-label="Playback position"
        value={position}
        max={DURATION}
        onChange={(event, value) => setPosition(value)}
        getAriaValueText={(value) => `${clock(value)} of ${clock(DURATION)}`}
        size="small"
        sx={{ ...progressSx, mt: 2 }}
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: -1 }}>
        <Typography variant="caption" color="text.secondary">
          {clock(position)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          -{clock(DURATION - position)}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', alignItems: 'center' }}>
        <IconButton aria-label="Back 10 seconds" onClick={() => seek(-10)}>
          <Replay10Rounded />
        </IconButton>
        <IconButton aria-label={playing ? 'Pause' : 'Play'} onClick={() => setPlaying(!playing)}>
          {playing ? <PauseRounded sx={{ fontSize: 44 }} /> : <PlayArrowRounded sx={{ fontSize: 44 }} />}
        </IconButton>
        <IconButton aria-label="Forward 30 seconds" onClick={() => seek(30)}>
          <Forward30Rounded />
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 1 }}>
        <VolumeDownRounded aria-hidden fontSize="small" color="action" />
        <Slider aria-label="Volume" defaultValue={70} size="small" sx={{ color: 'text.secondary' }} />
        <VolumeUpRounded aria-hidden fontSize="small" color="action" />
      </Stack>
    </Paper>
  );
}
