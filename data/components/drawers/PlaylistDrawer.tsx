import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import HistoryIcon from '@mui/icons-material/History';
import FavoriteIcon from '@mui/icons-material/Favorite';
import AlbumIcon from '@mui/icons-material/Album';
import MicIcon from '@mui/icons-material/Mic';
import PodcastsIcon from '@mui/icons-material/Podcasts';

const library = [
  { label: 'Recently played', icon: <HistoryIcon /> },
  { label: 'Liked songs', icon: <FavoriteIcon /> },
  { label: 'Albums', icon: <AlbumIcon /> },
  { label: 'Artists', icon: <MicIcon /> },
];

export default function PlaylistDrawer() {
  const [open, setOpen] = React.useState(false);
  const [section, setSection] = React.useState('Recently played');

  const choose = (label: string) => {
    setSection(label);
    setOpen(false);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <IconButton aria-label="Open music library" onClick={() => setOpen(true)}>
        <MenuIcon />
      </IconButton>
      <Typography>
        Now browsing: <strong>{section}</strong>
      </Typography>
      <Drawer open={open} onClose={() => setOpen(false)} slotProps={{ paper: { 'aria-label': 'Music library' } }}>
        <Box component="nav" aria-label="Library" sx={{ width: 260 }}>
          <List>
            {library.map((item) => (
              <ListItem key={item.label} disablePadding>
                <ListItemButton selected={item.label === section} onClick={() => choose(item.label)}>
                  <ListItemIcon>{item.icon}</ListItemIcon>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Divider />
          <List>
            <ListItem disablePadding>
              <ListItemButton selected={section === 'Podcasts'} onClick={() => choose('Podcasts')}>
                <ListItemIcon>
                  <PodcastsIcon />
                </ListItemIcon>
                <ListItemText primary="Podcasts" secondary="3 new episodes" />
              </ListItemButton>
            </ListItem>
          </List>
        </Box>
      </Drawer>
    </Box>
  );
}
