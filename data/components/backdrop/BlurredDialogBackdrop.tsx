import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export default function BlurredDialogBackdrop() {
  const [open, setOpen] = React.useState(false);

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Show what’s new
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          backdrop: {
            transitionDuration: 500,
            sx: (theme) => ({
              backdropFilter: 'blur(6px)',
              backgroundColor: theme.alpha((theme.vars ?? theme).palette.background.default, 0.4),
            }),
          },
        }}
      >
        <DialogTitle>What’s new in version 4.2</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Shared folders now sync in the background, and you can pin up to five projects to the sidebar.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Got it</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
