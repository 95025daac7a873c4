import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';

const NotesDialog = styled(Dialog)(({ theme }) => ({
  '& .MuiDialog-paper': { borderRadius: 16 },
  '& .MuiDialogTitle-root': { paddingRight: theme.spacing(7) },
  '& .MuiDialogContent-root': { padding: theme.spacing(2, 3) },
  '& .MuiDialogActions-root': { padding: theme.spacing(1.5, 2) },
}));

const changes = [
  { tag: 'New', text: 'Offline mode keeps your last 20 boards available without a connection.' },
  { tag: 'Improved', text: 'Search now matches comments and attachment names.' },
  { tag: 'Fixed', text: 'Due dates no longer shift by a day in time zones west of UTC.' },
];

export default function ReleaseNotesDialog() {
  const [open, setOpen] = React.useState(false);
  const close = () => setOpen(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        What’s new in 4.2
      </Button>
      <NotesDialog open={open} onClose={close} maxWidth="xs">
        <DialogTitle>What’s new in version 4.2</DialogTitle>
        <IconButton
          aria-label="Close"
          onClick={close}
          sx={{ position: 'absolute', top: 12, right: 12, color: 'text.secondary' }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>
          {changes.map((change) => (
            <Typography key={change.tag} component="div" variant="body2" sx={{ display: 'flex', gap: 1.5, mb: 1.5 }}>
              <Chip label={change.tag} size="small" variant="outlined" sx={{ minWidth: 80 }} />
              {change.text}
            </Typography>
          ))}
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={close}>
            Got it
          </Button>
        </DialogActions>
      </NotesDialog>
    </div>
  );
}
