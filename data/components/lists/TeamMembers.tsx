import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

const members = [
  {
    name: 'Amara Okafor',
    initials: 'AO',
    role: 'Design lead',
    note: 'Reviewing the new onboarding flow before Thursday’s demo.',
  },
  {
    name: 'Lukas Becker',
    initials: 'LB',
    role: 'Backend engineer',
    note: 'Migrating the billing service to the new queue.',
  },
  {
    name: 'Priya Raman',
    initials: 'PR',
    role: 'Product manager',
    note: 'Collecting feedback from the beta customers.',
  },
];

export default function TeamMembers() {
  return (
    <List sx={{ width: '100%', maxWidth: 420, bgcolor: 'background.paper' }}>
      {members.map((member, index) => (
        <React.Fragment key={member.name}>
          {/* A list holds list items only: the divider is drawn as an item hidden from assistive technology. */}
          {index > 0 && <Divider variant="inset" component="li" aria-hidden="true" />}
          <ListItem alignItems="flex-start">
            <ListItemAvatar>
              <Avatar sx={{ bgcolor: 'secondary.main' }}>{member.initials}</Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={member.name}
              secondary={
                <>
                  <Typography component="span" variant="body2" sx={{ color: 'text.primary' }}>
                    {member.role}
                  </Typography>
                  {` — ${member.note}`}
                </>
              }
            />
          </ListItem>
        </React.Fragment>
      ))}
    </List>
  );
}
