import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

export default function ConfirmDialog() {
  const [open, setOpen] = React.useState(false);
  const [archived, setArchived] = React.useState(false);

  const handleArchive = () => {
    setArchived(true);
    setOpen(false);
  };

  return (
    <div>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)} disabled={archived}>
        Archive project
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {archived ? 'The project is archived.' : 'The project is active.'}
      </Typography>
      {/* A hook and a function component replace the v3 class with this.state */}
      <Dialog open={open} onClose={() => setOpen(false)}>
        {/* DialogTitle names the dialog for screen readers (aria-labelledby) automatically */}
        <DialogTitle>Archive “Website redesign”?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Archived projects are read-only. Members keep access to files and comments, and you can restore the project
            at any time from the settings page.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" color="error" onClick={handleArchive}>
            Archive
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
