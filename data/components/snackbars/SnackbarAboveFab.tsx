import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Snackbar from '@mui/material/Snackbar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';

const initialNotes = ['Call the plumber', 'Gift ideas for Ana', 'Book club: chapter 7'];

export default function SnackbarAboveFab() {
  const [notes, setNotes] = React.useState(initialNotes);
  const [open, setOpen] = React.useState(false);

  const addNote = () => {
    setNotes((list) => [`Untitled note ${list.length + 1}`, ...list]);
    setOpen(true);
  };

  const undo = () => {
    setNotes((list) => list.slice(1));
    setOpen(false);
  };

  return (
    <div>
      <AppBar position="static">
        <Toolbar>
          <Typography component="p" variant="h6">
            Notes
          </Typography>
        </Toolbar>
      </AppBar>
      <List aria-label="Notes" sx={{ pb: 12 }}>
        {notes.map((note, index) => (
          <ListItem key={`${note}-${index}`} divider>
            <ListItemText primary={note} />
          </ListItem>
        ))}
      </List>
      <Fab color="primary" aria-label="New note" onClick={addNote} sx={{ position: 'fixed', right: 16, bottom: 16 }}>
        <AddIcon />
      </Fab>
      <Snackbar
        open={open}
        autoHideDuration={5000}
        onClose={(event, reason) => reason !== 'clickaway' && setOpen(false)}
        message="Note created"
        action={
          <Button color="inherit" size="small" onClick={undo}>
            Undo
          </Button>
        }
        // Lift the snackbar above the 56px button and its 16px margin, at every width.
        sx={{ bottom: { xs: 88, sm: 88 } }}
      />
    </div>
  );
}
