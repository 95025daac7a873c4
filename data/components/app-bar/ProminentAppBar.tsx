import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import MoreIcon from '@mui/icons-material/MoreVert';

const TallToolbar = styled(Toolbar)(({ theme }) => ({
  alignItems: 'flex-start',
  paddingTop: theme.spacing(1),
  paddingBottom: theme.spacing(2),
  // The regular toolbar sets its min-height per breakpoint: override it at every size.
  '@media all': { minHeight: 128 },
}));

export default function ProminentAppBar() {
  return (
    <Box sx={{ flexGrow: 1 }}>
      <AppBar position="static">
        <TallToolbar>
          <IconButton size="large" edge="start" color="inherit" aria-label="Open navigation" sx={{ mr: 2 }}>
            <MenuIcon />
          </IconButton>
          <Typography variant="h5" component="div" sx={{ flexGrow: 1, alignSelf: 'flex-end' }}>
            Lisbon trip, 14–18 May
          </Typography>
          <IconButton size="large" color="inherit" aria-label="Search the itinerary">
            <SearchIcon />
          </IconButton>
          <IconButton size="large" edge="end" color="inherit" aria-label="More options">
            <MoreIcon />
          </IconButton>
        </TallToolbar>
      </AppBar>
    </Box>
  );
}
