import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Fade from '@mui/material/Fade';
import Grow from '@mui/material/Grow';
import Slide from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Zoom from '@mui/material/Zoom';
import { TransitionProps } from '@mui/material/transitions';

type TransitionChildProps = TransitionProps & { children: React.ReactElement };

// Slide needs a direction, so it gets a small wrapper that forwards the ref.
const SlideDown = React.forwardRef(function SlideDown(props: TransitionChildProps, ref: React.Ref<unknown>) {
  return <Slide direction="down" ref={ref} {...props} />;
});

const transitions = { fade: Fade, grow: Grow, zoom: Zoom, slide: SlideDown };
type TransitionName = keyof typeof transitions;

export default function DialogTransitions() {
  const [open, setOpen] = React.useState(false);
  const [name, setName] = React.useState<TransitionName>('slide');

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={name}
        onChange={(event, value: TransitionName | null) => value && setName(value)}
        aria-label="Transition"
      >
        {Object.keys(transitions).map((key) => (
          <ToggleButton key={key} value={key}>
            {key}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Publish playlist
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        slots={{ transition: transitions[name] }}
        transitionDuration={{ enter: 400, exit: 250 }}
      >
        <DialogTitle>Make “Road trip 2025” public?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Anyone with the link can listen to its 42 tracks, and the playlist shows up on your profile.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Keep private</Button>
          <Button onClick={() => setOpen(false)}>Publish</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
