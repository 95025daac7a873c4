import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import EditNoteIcon from '@mui/icons-material/EditNote';
import MenuIcon from '@mui/icons-material/Menu';
import MoreIcon from '@mui/icons-material/MoreVert';
import SearchIcon from '@mui/icons-material/Search';

const notes = [
  { title: 'Groceries', excerpt: 'Oat milk, lemons, basil, two tins of tomatoes' },
  { title: 'Book club', excerpt: 'Chapter 9 for Thursday; bring the biscuits this time' },
  { title: 'Bike service', excerpt: 'Rear brake squeaks, ask about a new chain' },
  { title: 'Gift ideas', excerpt: 'Sam: a field guide to mushrooms. Ana: pottery class voucher' },
  { title: 'Flat viewing', excerpt: 'Tuesday 18:30, Elm Street 12, third floor, no lift' },
  { title: 'Recipe to try', excerpt: 'Roast squash with miso butter and crispy sage' },
  { title: 'Garden', excerpt: 'Sow the peas once the frost is over; net the strawberries' },
];

export default function BottomNotesAppBar() {
  return (
    <Box>
      <Paper square elevation={0} sx={{ pb: 10 }}>
        <Typography variant="h5" component="p" sx={{ px: 2, pt: 2 }}>
          Notes
        </Typography>
        <List>
          {notes.map((note) => (
            <ListItem key={note.title} divider>
              <ListItemText primary={note.title} secondary={note.excerpt} />
            </ListItem>
          ))}
        </List>
      </Paper>
      <AppBar position="fixed" component="div" sx={{ top: 'auto', bottom: 0 }}>
        <Toolbar>
          <IconButton color="inherit" edge="start" aria-label="Open navigation">
            <MenuIcon />
          </IconButton>
          {/* Half of the button rises above the bar, centred on it. */}
          <Fab
            color="secondary"
            aria-label="New note"
            sx={{ position: 'absolute', zIndex: 1, top: -28, left: 0, right: 0, mx: 'auto' }}
          >
            <EditNoteIcon />
          </Fab>
          <Box sx={{ flexGrow: 1 }} />
          <IconButton color="inherit" aria-label="Search notes">
            <SearchIcon />
          </IconButton>
          <IconButton color="inherit" edge="end" aria-label="More options">
            <MoreIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
    </Box>
  );
}
