import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Avatar from '@mui/material/Avatar';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';

const colleagues = [
  { id: 'ao', name: 'Amara Okafor', team: 'Design' },
  { id: 'lb', name: 'Lukas Becker', team: 'Backend' },
  { id: 'pr', name: 'Priya Raman', team: 'Product' },
  { id: 'ts', name: 'Tomás Silva', team: 'Mobile' },
];

export default function MeetingInvitees() {
  const [invited, setInvited] = React.useState<string[]>(['pr']);
  const [profile, setProfile] = React.useState<string | null>(null);

  const toggle = (id: string) =>
    setInvited((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));

  return (
    <Box sx={{ width: '100%', maxWidth: 360 }}>
      <List dense sx={{ bgcolor: 'background.paper' }}>
        {colleagues.map((person) => {
          return (
            <ListItem
              key={person.id}
              disablePadding
              secondaryAction={
                <Checkbox
                  edge="end"
                  checked={invited.includes(person.id)}
                  onChange={() => toggle(person.id)}
                  slotProps={{ input: { 'aria-label': `Invite ${person.name}` } }}
                />
              }
            >
              <ListItemButton onClick={() => setProfile(person.name)}>
                <ListItemAvatar>
                  <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
                    {person.name.split(' ').map((part) => part[0]).join('')}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText primary={person.name} secondary={person.team} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }} aria-live="polite">
        {invited.length} invited{profile ? ` · Showing ${profile}’s profile` : ''}
      </Typography>
    </Box>
  );
}
