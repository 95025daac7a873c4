import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';

const drawerWidth = 240;
const chapters = ['Introduction', 'Installation', 'Configuration', 'Deployment'];

export default function PersistentDrawer() {
  const [open, setOpen] = React.useState(true);
  const drawerId = React.useId();

  // Both the app bar and the content slide by the drawer's width with the same transition.
  const shift = {
    transition: (theme: Theme) => theme.transitions.create(['margin', 'width']),
    ...(open && { ml: `${drawerWidth}px`, width: `calc(100% - ${drawerWidth}px)` }),
  };

  return (
    <Box sx={{ display: 'flex' }}>
      <AppBar position="fixed" sx={shift}>
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open table of contents"
            aria-controls={drawerId}
            aria-expanded={open}
            onClick={() => setOpen(true)}
            sx={{ mr: 2, display: open ? 'none' : 'inline-flex' }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="p" noWrap>
            User guide
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        id={drawerId}
        variant="persistent"
        anchor="left"
        open={open}
        sx={{ width: drawerWidth, flexShrink: 0, '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' } }}
      >
        <Toolbar sx={{ justifyContent: 'flex-end' }}>
          <IconButton aria-label="Close table of contents" onClick={() => setOpen(false)}>
            <ChevronLeftIcon />
          </IconButton>
        </Toolbar>
        <Divider />
        {/* The landmark wraps the list, which stays a <ul> of <li> items. */}
        <nav aria-label="Chapters">
          <List>
            {chapters.map((chapter) => (
              <ListItem key={chapter} disablePadding>
                <ListItemButton>
                  <ListItemText primary={chapter} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </nav>
      </Drawer>
      <Box
        component="section"
        aria-label="Chapter"
        sx={{ flexGrow: 1, p: 3, ml: open ? 0 : `-${drawerWidth}px`, transition: (theme) => theme.transitions.create('margin') }}
      >
        <Toolbar />
        <Typography>
          A persistent drawer stays open while the reader works, and pushes the content aside instead of
          covering it. Close it with the chevron to give the text the full width.
        </Typography>
      </Box>
    </Box>
  );
}
