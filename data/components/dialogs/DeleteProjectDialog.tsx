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
  const [deleted, setDeleted] = React.useState(false);
  const descriptionId = React.useId();

  return (
    <div>
      <Button color="error" variant="outlined" disabled={deleted} onClick={() => setOpen(true)}>
        Delete project
      </Button>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        {deleted ? 'Project “Website redesign” was deleted.' : 'Project: Website redesign'}
      </Typography>
      <Dialog open={open} onClose={() => setOpen(false)} role="alertdialog" aria-describedby={descriptionId}>
        <DialogTitle>Delete “Website redesign”?</DialogTitle>
        <DialogContent>
          <DialogContentText id={descriptionId}>
            The project, its 48 files and its comment history will be removed for everyone. This
            can’t be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setDeleted(true);
              setOpen(false);
            }}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
