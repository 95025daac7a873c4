import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, { SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';

interface Message {
  key: number;
  text: string;
}

export default function ConsecutiveSnackbars() {
  const [queue, setQueue] = React.useState<readonly Message[]>([]);
  const [open, setOpen] = React.useState(false);
  const [current, setCurrent] = React.useState<Message | undefined>(undefined);
  const nextKey = React.useRef(0);

  React.useEffect(() => {
    if (queue.length && !current) {
      // Nothing on screen: show the next message.
      setCurrent({ ...queue[0] });
      setQueue((previous) => previous.slice(1));
      setOpen(true);
    } else if (queue.length && current && open) {
      // A new message is waiting: close the current one so it can take its place.
      setOpen(false);
    }
  }, [queue, current, open]);

  const enqueue = (text: string) => {
    nextKey.current += 1;
    setQueue((previous) => [...previous, { key: nextKey.current, text }]);
  };

  const handleClose = (event: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" onClick={() => enqueue('Draft saved')}>
        Save draft
      </Button>
      <Button variant="outlined" onClick={() => enqueue('Link copied to clipboard')}>
        Copy link
      </Button>
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={5000}
        onClose={handleClose}
        slotProps={{ transition: { onExited: () => setCurrent(undefined) } }}
        message={current?.text}
        action={
          <IconButton aria-label="Close" color="inherit" size="small" onClick={handleClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      />
    </Stack>
  );
}
