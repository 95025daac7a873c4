import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function FullScreenOnPhone() {
  const theme = useTheme();
  // The result only matters once the dialog is open, which never happens on the server,
  // so the second render pass is unnecessary.
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Review terms
      </Button>
      <Dialog fullScreen={phone} open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Updated terms of service</DialogTitle>
        <DialogContent>
          <DialogContentText>
            On screens narrower than the sm breakpoint (600px) this dialog fills the screen; on larger screens it
            floats over the page. Resize the window while it is open to see it switch.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Decline</Button>
          <Button variant="contained" onClick={() => setOpen(false)}>
            Accept
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
