import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';

const drawerWidth = 200;
const projects = ['Website redesign', 'Mobile app', 'Data pipeline', 'Billing'];
const paperStyles = { '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' } };

export default function ResponsiveDrawer() {
  const [mobileOpen, setMobileOpen] = React.useState(false);

  const navigation = (
    <nav aria-label="Projects">
      <List>
        {projects.map((project) => (
          <ListItem key={project} disablePadding>
            <ListItemButton onClick={() => setMobileOpen(false)}>
              <ListItemText primary={project} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );

  return (
    <Box sx={{ display: 'flex' }}>
      <AppBar position="fixed" sx={{ width: { sm: `calc(100% - ${drawerWidth}px)` }, ml: { sm: `${drawerWidth}px` } }}>
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open navigation"
            onClick={() => setMobileOpen(!mobileOpen)}
            sx={{ mr: 2, display: { sm: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="p" noWrap>
            Projects
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ width: { sm: drawerWidth }, flexShrink: { sm: 0 } }}>
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          // Only needed because this demo runs in a frame: render the drawer inside it, not in the page's body.
          disablePortal
          keepMounted
          sx={{ display: { xs: 'block', sm: 'none' }, ...paperStyles }}
        >
          {navigation}
        </Drawer>
        <Drawer variant="permanent" open sx={{ display: { xs: 'none', sm: 'block' }, ...paperStyles }}>
          {navigation}
        </Drawer>
      </Box>
      <Box component="section" aria-label="Project" sx={{ flexGrow: 1, p: 3 }}>
        <Toolbar />
        <Typography>
          Below 600 px the navigation hides behind the menu button and opens as a temporary drawer.
          From the sm breakpoint up it becomes a permanent drawer. Resize the window to switch.
        </Typography>
      </Box>
    </Box>
  );
}
