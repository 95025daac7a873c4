import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import BarChartIcon from '@mui/icons-material/BarChart';
import SettingsIcon from '@mui/icons-material/Settings';

const drawerWidth = 220;
const pages = [
  { label: 'Overview', icon: <DashboardIcon /> },
  { label: 'Customers', icon: <PeopleIcon /> },
  { label: 'Reports', icon: <BarChartIcon /> },
  { label: 'Settings', icon: <SettingsIcon /> },
];

export default function PermanentDrawer() {
  return (
    <Box sx={{ display: 'flex' }}>
      {/* The app bar sits above the drawer, so the drawer is "clipped" under it. */}
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <Typography variant="h6" component="p" noWrap>
            Acme analytics
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="permanent"
        sx={{ width: drawerWidth, flexShrink: 0, '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' } }}
      >
        <Toolbar />
        <nav aria-label="Main">
          <List>
            {pages.map((page, index) => (
              <ListItem key={page.label} disablePadding>
                <ListItemButton selected={index === 0}>
                  <ListItemIcon>{page.icon}</ListItemIcon>
                  <ListItemText primary={page.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </nav>
      </Drawer>
      <Box component="section" aria-label="Overview" sx={{ flexGrow: 1, p: 3 }}>
        <Toolbar />
        <Typography variant="h5" component="p" gutterBottom>
          Overview
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          The permanent drawer is always visible and takes its own space in the layout. The content area
          next to it grows to fill the rest of the width.
        </Typography>
      </Box>
    </Box>
  );
}
