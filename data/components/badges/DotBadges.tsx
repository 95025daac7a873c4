import Badge from '@mui/material/Badge';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ChatIcon from '@mui/icons-material/Chat';

const channels = [
  { name: 'design-reviews', unread: true },
  { name: 'release-planning', unread: false },
  { name: 'support-escalations', unread: true },
];

export default function DotBadges() {
  return (
    <List sx={{ width: '100%', maxWidth: 320, bgcolor: 'background.paper' }}>
      {channels.map((channel) => (
        <ListItem key={channel.name} disablePadding>
          <ListItemButton>
            <ListItemIcon>
              <Badge color="info" variant="dot" invisible={!channel.unread}>
                <ChatIcon />
              </Badge>
            </ListItemIcon>
            <ListItemText
              primary={`# ${channel.name}`}
              secondary={channel.unread ? 'New messages' : 'Up to date'}
              slotProps={{ primary: { sx: { fontWeight: channel.unread ? 'bold' : 'normal' } } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
