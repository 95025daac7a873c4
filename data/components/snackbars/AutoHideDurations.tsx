import * as React from 'react';
import Button from '@mui/material/Button';
import Snackbar, { SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

const durations = [
  { value: '2000', label: '2 s' },
  { value: '5000', label: '5 s' },
  { value: '10000', label: '10 s' },
  { value: 'none', label: 'Until closed' },
];

export default function AutoHideDurations() {
  const [open, setOpen] = React.useState(false);
  const [duration, setDuration] = React.useState('5000');
  const autoHideDuration = duration === 'none' ? null : Number(duration);

  const handleClose = (event: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={duration}
        onChange={(event, value: string | null) => value && setDuration(value)}
        aria-label="Hide after"
      >
        {durations.map((item) => (
          <ToggleButton key={item.value} value={item.value}>
            {item.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Copy playlist link
      </Button>
      <Snackbar
        open={open}
        autoHideDuration={autoHideDuration}
        onClose={handleClose}
        message="Link copied. Hover here to keep it on screen."
        action={
          <Button color="inherit" size="small" onClick={handleClose}>
            Close
          </Button>
        }
      />
    </Stack>
  );
}
