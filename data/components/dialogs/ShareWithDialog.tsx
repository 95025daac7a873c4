import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

const teammates = [
  { name: 'Clara Jensen', email: 'clara@studio.example', initials: 'CJ' },
  { name: 'Jamal Price', email: 'jamal@studio.example', initials: 'JP' },
  { name: 'Sofia Ricci', email: 'sofia@studio.example', initials: 'SR' },
];

export default function ShareWithDialog() {
  const [open, setOpen] = React.useState(false);
  const [sharedWith, setSharedWith] = React.useState<string | null>(null);

  const choose = (name: string) => {
    setSharedWith(name);
    setOpen(false);
  };

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Share document
      </Button>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        {sharedWith ? `Shared with ${sharedWith}.` : 'Not shared yet.'}
      </Typography>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Share with a teammate</DialogTitle>
        <List sx={{ pt: 0, minWidth: 300 }}>
          {teammates.map((person) => (
            <ListItem key={person.email} disablePadding>
              <ListItemButton onClick={() => choose(person.name)}>
                <ListItemAvatar>
                  <Avatar sx={{ bgcolor: 'primary.main' }}>{person.initials}</Avatar>
                </ListItemAvatar>
                <ListItemText primary={person.name} secondary={person.email} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Dialog>
    </div>
  );
}
