import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Zoom from '@mui/material/Zoom';

export default function TransitionChoiceTooltips() {
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
      <Tooltip title="Grows from the side of the button (default)" describeChild>
        <Button variant="outlined">Grow</Button>
      </Tooltip>
      <Tooltip
        title="Fades in over 500 ms"
        describeChild
        slots={{ transition: Fade }}
        slotProps={{ transition: { timeout: 500 } }}
      >
        <Button variant="outlined">Fade</Button>
      </Tooltip>
      <Tooltip title="Zooms in from its centre" describeChild slots={{ transition: Zoom }}>
        <Button variant="outlined">Zoom</Button>
      </Tooltip>
      <Tooltip
        title="Appears at once, without animation"
        describeChild
        slotProps={{ transition: { timeout: 0 } }}
      >
        <Button variant="outlined">No animation</Button>
      </Tooltip>
    </Stack>
  );
}
