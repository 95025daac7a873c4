import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Theme } from '@mui/material/styles';

const messages = [
  { id: 1, from: 'Priya Raman', subject: 'Venue shortlist', body: 'Three venues left. The harbour hall has the best light.' },
  { id: 2, from: 'Jonas Weber', subject: 'Catering quote', body: 'The quote includes vegetarian options for everyone.' },
  { id: 3, from: 'Aiko Sato', subject: 'Speaker travel', body: 'Flights are booked; hotel confirmation comes Friday.' },
];

export default function PreviewPane() {
  // Was <Hidden smDown implementation="js">: the pane is not rendered at all on small screens.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [selected, setSelected] = React.useState(1);
  const message = messages.find((item) => item.id === selected) ?? messages[0];

  return (
    <Paper variant="outlined" sx={{ display: 'flex', width: '100%', minHeight: 180 }}>
      <List dense sx={{ width: { xs: '100%', md: 240 }, flexShrink: 0 }} aria-label="Inbox">
        {messages.map((item) => (
          <ListItem key={item.id} disablePadding>
            <ListItemButton selected={item.id === selected} onClick={() => setSelected(item.id)}>
              <ListItemText primary={item.from} secondary={item.subject} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {wide ? (
        <Box sx={{ p: 2, borderLeft: 1, borderColor: 'divider', flexGrow: 1 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {message.subject}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {message.body}
          </Typography>
        </Box>
      ) : null}
    </Paper>
  );
}
