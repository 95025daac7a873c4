import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Slide from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { TransitionProps } from '@mui/material/transitions';
import CloseIcon from '@mui/icons-material/Close';

const SlideUp = React.forwardRef(function SlideUp(
  props: TransitionProps & { children: React.ReactElement },
  ref: React.Ref<unknown>,
) {
  return <Slide direction="up" ref={ref} {...props} />;
});

export default function ComposeFullScreen() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  return (
    <div>
      <Button variant="contained" onClick={() => setOpen(true)}>
        New message
      </Button>
      <Dialog
        fullScreen
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        slots={{ transition: SlideUp }}
      >
        <AppBar position="relative" elevation={0}>
          <Toolbar>
            <IconButton edge="start" color="inherit" aria-label="Discard message" onClick={() => setOpen(false)}>
              <CloseIcon />
            </IconButton>
            <Typography id={titleId} component="h2" variant="h6" sx={{ ml: 2, flex: 1 }}>
              New message
            </Typography>
            <Button color="inherit" onClick={() => setOpen(false)}>
              Send
            </Button>
          </Toolbar>
        </AppBar>
        <Stack spacing={2} sx={{ p: 2 }}>
          <TextField label="To" defaultValue="support@acme.example" fullWidth />
          <TextField label="Subject" fullWidth />
          <TextField label="Message" multiline minRows={8} fullWidth />
        </Stack>
      </Dialog>
    </div>
  );
}
