import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Slide from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function ReducedMotionFade() {
  const [saved, setSaved] = React.useState(false);
  // true when the operating system asks for less motion
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  const alert = (
    <Alert severity="success" onClose={() => setSaved(false)}>
      Profile saved.
    </Alert>
  );

  return (
    <Stack spacing={2} sx={{ maxWidth: 360, minHeight: 120 }}>
      <Button variant="contained" onClick={() => setSaved(true)} sx={{ alignSelf: 'flex-start' }}>
        Save profile
      </Button>
      {reduceMotion ? (
        // A short cross-fade instead of movement.
        <Fade in={saved} timeout={120} unmountOnExit>
          {alert}
        </Fade>
      ) : (
        <Slide in={saved} direction="up" timeout={{ enter: 400, exit: 200 }} unmountOnExit>
          {alert}
        </Slide>
      )}
    </Stack>
  );
}
