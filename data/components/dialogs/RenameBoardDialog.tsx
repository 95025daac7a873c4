import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function RenameBoardDialog() {
  const [open, setOpen] = React.useState(false);
  const [name, setName] = React.useState('Sprint 14');
  const [draft, setDraft] = React.useState(name);
  const error = draft.trim().length === 0;

  const openDialog = () => {
    setDraft(name);
    setOpen(true);
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (error) return;
    setName(draft.trim());
    setOpen(false);
  };

  return (
    <div>
      <Typography sx={{ mb: 1.5 }}>Board: {name}</Typography>
      <Button variant="outlined" onClick={openDialog}>
        Rename board
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <Box component="form" noValidate onSubmit={handleSubmit}>
          <DialogTitle>Rename board</DialogTitle>
          <DialogContent>
            <DialogContentText>The new name is shown to everyone on the team.</DialogContentText>
            <TextField
              autoFocus
              margin="dense"
              label="Board name"
              fullWidth
              variant="standard"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              error={error}
              helperText={error ? 'Enter a name.' : ' '}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="submit" disabled={error}>
              Save
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </div>
  );
}
