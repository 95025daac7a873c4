import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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

const pages = ['Classes', 'Timetable', 'Teachers', 'Contact'];

export default function DrawerNavAppBar() {
  const [drawerOpen, setDrawerOpen] = React.useState(false);
  const drawerId = React.useId();

  return (
    <Box sx={{ display: 'flex' }}>
      <AppBar position="fixed">
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open navigation"
            aria-controls={drawerId}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            sx={{ mr: 2, display: { sm: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="div" sx={{ flexGrow: 1 }}>
            Riverside Dance Studio
          </Typography>
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {pages.map((page) => (
              <Button key={page} color="inherit">
                {page}
              </Button>
            ))}
          </Box>
        </Toolbar>
      </AppBar>
      <Drawer
        id={drawerId}
        variant="temporary"
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        // Only because this demo runs in a frame: keep the drawer inside it. Leave it out in an app.
        disablePortal
        ModalProps={{ keepMounted: true }}
        sx={{ display: { xs: 'block', sm: 'none' }, '& .MuiDrawer-paper': { width: 240 } }}
      >
        <Typography variant="h6" component="p" sx={{ p: 2 }}>
          Riverside
        </Typography>
        <Divider />
        <List component="nav" aria-label="Main">
          {pages.map((page) => (
            <ListItem key={page} disablePadding>
              <ListItemButton onClick={() => setDrawerOpen(false)}>
                <ListItemText primary={page} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
      <Box component="main" sx={{ p: 3 }}>
        <Toolbar />
        <Typography sx={{ mb: 2 }}>
          Spring term starts on 3 March. Beginners&apos; salsa and contemporary still have places left.
        </Typography>
        <Typography color="text.secondary">
          On a wide screen the links sit in the bar. Below 600 px they move into a drawer that the menu
          button opens; make the window narrower to try it.
        </Typography>
      </Box>
    </Box>
  );
}
