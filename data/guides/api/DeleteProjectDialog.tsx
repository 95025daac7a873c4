import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

export default function DeleteProjectDialog() {
  const [open, setOpen] = React.useState(false);
  const [lastReason, setLastReason] = React.useState('none yet');

  const handleClose = (event: object, reason: 'backdropClick' | 'escapeKeyDown') => {
    setLastReason(reason);
    setOpen(false);
  };

  return (
    <div>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Delete project
      </Button>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Last dismissed by: {lastReason}
      </Typography>
      <Dialog open={open} onClose={handleClose} aria-labelledby="delete-project-title">
        <DialogTitle id="delete-project-title">Delete “Website redesign”?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The project and its 24 tasks will be removed for everyone. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => { setLastReason('Cancel button'); setOpen(false); }}>Cancel</Button>
          <Button color="error" variant="contained" onClick={() => { setLastReason('Delete button'); setOpen(false); }}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
