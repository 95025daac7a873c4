import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import RepeatIcon from '@mui/icons-material/Repeat';
import ShuffleIcon from '@mui/icons-material/Shuffle';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';

const controls = [
  { label: 'Shuffle', icon: <ShuffleIcon fontSize="small" /> },
  { label: 'Previous track', icon: <SkipPreviousIcon /> },
  { label: 'Play', icon: <PlayArrowIcon /> },
  { label: 'Next track', icon: <SkipNextIcon /> },
  { label: 'Repeat playlist', icon: <RepeatIcon fontSize="small" /> },
];

export default function PlayerArrowTooltips() {
  return (
    <Paper
      variant="outlined"
      role="toolbar"
      aria-label="Playback"
      sx={{ display: 'inline-flex', alignItems: 'center', px: 1, py: 0.5, borderRadius: 8 }}
    >
      {controls.map((control) => (
        <Tooltip key={control.label} title={control.label} placement="top" arrow>
          <IconButton size="small">{control.icon}</IconButton>
        </Tooltip>
      ))}
    </Paper>
  );
}
