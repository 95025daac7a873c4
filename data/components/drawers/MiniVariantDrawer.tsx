import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import HomeIcon from '@mui/icons-material/Home';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import ThermostatIcon from '@mui/icons-material/Thermostat';
import SecurityIcon from '@mui/icons-material/Security';
import BoltIcon from '@mui/icons-material/Bolt';

const expandedWidth = 220;
const railWidth = 64;
const rooms = [
  { label: 'Home', icon: <HomeIcon /> },
  { label: 'Lights', icon: <LightbulbIcon /> },
  { label: 'Climate', icon: <ThermostatIcon /> },
  { label: 'Security', icon: <SecurityIcon /> },
  { label: 'Energy', icon: <BoltIcon /> },
];

export default function MiniVariantDrawer() {
  const [expanded, setExpanded] = React.useState(false);
  const [current, setCurrent] = React.useState('Home');
  const navId = React.useId();
  const width = expanded ? expandedWidth : railWidth;
  // Root and paper share the width (the root reserves the space in the layout) and animate together.
  const transition = (theme: Theme) => theme.transitions.create('width', { duration: theme.transitions.duration.shorter });

  return (
    <Box sx={{ display: 'flex' }}>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={expanded ? 'Collapse navigation' : 'Expand navigation'}
            aria-controls={navId}
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
            sx={{ mr: 2 }}
          >
            {expanded ? <MenuOpenIcon /> : <MenuIcon />}
          </IconButton>
          <Typography variant="h6" component="p" noWrap>
            Smart home
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="permanent"
        sx={{
          width,
          flexShrink: 0,
          transition,
          '& .MuiDrawer-paper': { width, overflowX: 'hidden', boxSizing: 'border-box', transition },
        }}
      >
        <Toolbar />
        <Box component="nav" id={navId} aria-label="Rooms">
          <List>
            {rooms.map((room) => (
              <ListItem key={room.label} disablePadding>
                {/* A tooltip names the icon while its label is hidden. */}
                <Tooltip
                  title={room.label}
                  placement="right"
                  disableHoverListener={expanded}
                  disableFocusListener={expanded}
                  disableTouchListener={expanded}
                >
                  <ListItemButton selected={room.label === current} onClick={() => setCurrent(room.label)} sx={{ px: 2.5 }}>
                    <ListItemIcon>{room.icon}</ListItemIcon>
                    <ListItemText primary={room.label} sx={{ opacity: expanded ? 1 : 0, whiteSpace: 'nowrap' }} />
                  </ListItemButton>
                </Tooltip>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
      <Box component="section" aria-label={current} sx={{ flexGrow: 1, p: 3 }}>
        <Toolbar />
        <Typography variant="h5" component="p" gutterBottom>
          {current}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          The rail keeps every section one click away. Expand it to read the labels; collapsed, hover an icon
          to see its name.
        </Typography>
      </Box>
    </Box>
  );
}
