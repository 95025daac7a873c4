import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import InboxIcon from '@mui/icons-material/Inbox';
import StarIcon from '@mui/icons-material/Star';
import ArchiveIcon from '@mui/icons-material/Archive';

const senders = ['Ana', 'Bruno', 'Chen', 'Dara', 'Elif', 'Femi', 'Greta', 'Hiro', 'Ines', 'Jonas'];
const views = { inbox: 'Inbox', starred: 'Starred', archive: 'Archive' } as const;
type View = keyof typeof views;
const tabs: { value: View; icon: React.ReactNode }[] = [
  { value: 'inbox', icon: <InboxIcon /> },
  { value: 'starred', icon: <StarIcon /> },
  { value: 'archive', icon: <ArchiveIcon /> },
];

export default function FixedBottomNavigation() {
  const [view, setView] = React.useState<View>('inbox');
  // Each view shows a different slice of the (fixed) sample data.
  const start = view === 'inbox' ? 0 : view === 'starred' ? 3 : 6;
  const messages = [...senders.slice(start), ...senders.slice(0, start)];

  return (
    <Box sx={{ pb: 7 }}>
      <List aria-label={views[view]}>
        {messages.map((sender, index) => (
          <ListItem key={sender} divider>
            <ListItemAvatar>
              <Avatar>{sender[0]}</Avatar>
            </ListItemAvatar>
            <ListItemText primary={sender} secondary={`${views[view]} message ${index + 1}: project update`} />
          </ListItem>
        ))}
      </List>
      <Paper component="nav" aria-label="Mail views" elevation={3} sx={{ position: 'fixed', bottom: 0, left: 0, right: 0 }}>
        <BottomNavigation showLabels value={view} onChange={(event, newValue: View) => setView(newValue)}>
          {tabs.map((tab) => (
            <BottomNavigationAction
              key={tab.value}
              label={views[tab.value]}
              value={tab.value}
              icon={tab.icon}
              aria-current={view === tab.value ? 'page' : undefined}
            />
          ))}
        </BottomNavigation>
      </Paper>
    </Box>
  );
}
