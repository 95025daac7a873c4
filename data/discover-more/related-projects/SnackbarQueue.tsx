import * as React from 'react';
import Alert, { AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

type Message = { key: number; text: string; severity: AlertColor };

// The bookkeeping a library such as notistack does for you: a queue, one snackbar at a time.
export default function SnackbarQueue() {
  const [queue, setQueue] = React.useState<Message[]>([]);
  const [current, setCurrent] = React.useState<Message | null>(null);
  const [open, setOpen] = React.useState(false);
  const nextKey = React.useRef(0);

  React.useEffect(() => {
    if (queue.length && !current) {
      setCurrent(queue[0]);
      setQueue((items) => items.slice(1));
      setOpen(true);
    }
  }, [queue, current]);

  const push = (text: string, severity: AlertColor) => {
    nextKey.current += 1;
    setQueue((items) => [...items, { key: nextKey.current, text, severity }]);
  };

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button variant="outlined" onClick={() => push('Draft saved', 'success')}>
        Save
      </Button>
      <Button variant="outlined" onClick={() => push('Upload failed, try again', 'error')}>
        Upload
      </Button>
      <Button
        variant="outlined"
        onClick={() => ['Copied link', 'Invited 3 people'].forEach((text) => push(text, 'info'))}
      >
        Two at once
      </Button>
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={2500}
        onClose={(event, reason) => reason !== 'clickaway' && setOpen(false)}
        slotProps={{ transition: { onExited: () => setCurrent(null) } }}
      >
        <Alert
          severity={current?.severity ?? 'info'}
          variant="filled"
          onClose={() => setOpen(false)}
          sx={{ width: '100%' }}
        >
          {current?.text}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
