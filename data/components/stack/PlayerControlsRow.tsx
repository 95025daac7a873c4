import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PauseRounded from '@mui/icons-material/PauseRounded';
import QueueMusic from '@mui/icons-material/QueueMusic';
import SkipNext from '@mui/icons-material/SkipNext';
import SkipPrevious from '@mui/icons-material/SkipPrevious';

export default function PlayerControlsRow() {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', p: 1, border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <IconButton aria-label="Previous track">
        <SkipPrevious />
      </IconButton>
      <IconButton aria-label="Pause" color="primary" size="large">
        <PauseRounded fontSize="inherit" />
      </IconButton>
      <IconButton aria-label="Next track">
        <SkipNext />
      </IconButton>
      {/* A column Stack nested in the row: the title and the artist stay on two lines. */}
      <Stack sx={{ px: 1, minWidth: 0, flexGrow: 1 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          Harbour Lights
        </Typography>
        <Typography variant="caption" noWrap sx={{ color: 'text.secondary' }}>
          The Low Tides · Night Ferry
        </Typography>
      </Stack>
      <IconButton aria-label="Show queue">
        <QueueMusic />
      </IconButton>
    </Stack>
  );
}
