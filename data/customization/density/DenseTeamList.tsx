import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const people = [
  { name: 'Amara Okafor', role: 'Design lead' },
  { name: 'Jonas Berg', role: 'Frontend engineer' },
  { name: 'Lucía Márquez', role: 'Product manager' },
];

export default function DenseTeamList() {
  const [dense, setDense] = React.useState(true);

  return (
    <Box sx={{ width: '100%', maxWidth: 380 }}>
      <FormControlLabel control={<Switch checked={dense} onChange={(event) => setDense(event.target.checked)} />} label="Dense" />
      <Box sx={{ mt: 1, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
        {/* position="static" keeps the bar inside the box; variant="dense" sets a 48px minimum height. */}
        <AppBar position="static" elevation={0}>
          <Toolbar variant={dense ? 'dense' : 'regular'}>
            <Typography variant="subtitle1" component="h3">Team</Typography>
          </Toolbar>
        </AppBar>
        {/* dense on List reaches every ListItem and ListItemText inside it through context. */}
        <List dense={dense}>
          {people.map((person) => (
            <ListItem key={person.name}>
              <ListItemAvatar>
                <Avatar sx={dense ? { width: 32, height: 32, fontSize: 14 } : undefined}>
                  {person.name.split(' ').map((part) => part[0]).join('')}
                </Avatar>
              </ListItemAvatar>
              <ListItemText primary={person.name} secondary={person.role} />
            </ListItem>
          ))}
        </List>
      </Box>
    </Box>
  );
}
