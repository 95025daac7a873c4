import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';

const messages = [
  { from: 'Amara Okafor', initials: 'AO', subject: 'Launch checklist for Thursday' },
  { from: 'Lukas Weber', initials: 'LW', subject: 'Re: database migration window' },
  { from: 'Sofia Marin', initials: 'SM', subject: 'Customer interview notes' },
];

export default function InboxDividers() {
  return (
    <List aria-label="Inbox" sx={{ width: '100%', maxWidth: 400, bgcolor: 'background.paper' }}>
      {messages.map((message, index) => (
        <li key={message.from}>
          {index > 0 && <Divider variant="inset" component="div" role="presentation" />}
          <ListItem component="div">
            <ListItemAvatar>
              <Avatar sx={{ bgcolor: 'primary.main' }}>{message.initials}</Avatar>
            </ListItemAvatar>
            <ListItemText primary={message.from} secondary={message.subject} />
          </ListItem>
        </li>
      ))}
    </List>
  );
}
