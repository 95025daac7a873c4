import ButtonGroup from '@mui/material/ButtonGroup';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SkipNextIcon from '@mui/icons-material/SkipNext';

function PlayerControls({ flat }: { flat: boolean }) {
  return (
    <ButtonGroup variant="contained" disableElevation={flat} aria-label={flat ? 'Player controls, flat' : 'Player controls, raised'}>
      <Button aria-label="Previous track">
        <SkipPreviousIcon />
      </Button>
      <Button aria-label="Play">
        <PlayArrowIcon />
      </Button>
      <Button aria-label="Next track">
        <SkipNextIcon />
      </Button>
    </ButtonGroup>
  );
}

export default function FlatPlayerControls() {
  return (
    <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
      {[false, true].map((flat) => (
        <Paper key={String(flat)} variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
          <Typography variant="body2" sx={{ mb: 1.5, color: 'text.secondary' }}>
            {flat ? <code>disableElevation</code> : 'Default (raised)'}
          </Typography>
          <PlayerControls flat={flat} />
        </Paper>
      ))}
    </Stack>
  );
}
