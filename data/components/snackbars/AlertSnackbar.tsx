import * as React from 'react';
import Alert, { AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar, { SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

const outcomes: { severity: AlertColor; text: string; label: string }[] = [
  { severity: 'success', text: 'Payment of €48.00 received.', label: 'Succeed' },
  { severity: 'error', text: 'The card was declined. Try another card.', label: 'Fail' },
];

export default function AlertSnackbar() {
  const [open, setOpen] = React.useState(false);
  const [outcome, setOutcome] = React.useState(outcomes[0]);

  const handleClose = (event?: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <Stack direction="row" spacing={1}>
      {outcomes.map((item) => (
        <Button
          key={item.severity}
          variant="outlined"
          color={item.severity}
          onClick={() => {
            setOutcome(item);
            setOpen(true);
          }}
        >
          {item.label}
        </Button>
      ))}
      <Snackbar
        open={open}
        autoHideDuration={6000}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert onClose={handleClose} severity={outcome.severity} variant="filled" sx={{ width: '100%' }}>
          {outcome.text}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
