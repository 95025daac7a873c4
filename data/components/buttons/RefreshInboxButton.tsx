import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';

// Messages the "server" hands out, one per refresh.
const incoming = [
  { from: 'Priya', subject: 'Venue shortlist for the offsite' },
  { from: 'Build bot', subject: 'Nightly build #812 passed' },
  { from: 'Marco', subject: 'Re: Q3 roadmap comments' },
];

export default function RefreshInboxButton() {
  const [messages, setMessages] = React.useState([
    { from: 'Lena', subject: 'Invoice 2024-031 is ready' },
  ]);
  const [refreshing, setRefreshing] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = () => {
    setRefreshing(true);
    timer.current = setTimeout(() => {
      setMessages((current) => {
        const next = incoming[current.length - 1];
        return next ? [next, ...current] : current;
      });
      setRefreshing(false);
    }, 1500);
  };

  return (
    <Paper variant="outlined" sx={{ maxWidth: 400 }}>
      <Stack direction="row" sx={{ alignItems: 'center', pl: 2, pr: 1, py: 0.5 }}>
        <Typography sx={{ flexGrow: 1, fontWeight: 600 }}>Inbox</Typography>
        <IconButton aria-label="Check for new messages" loading={refreshing} onClick={refresh}>
          <RefreshIcon />
        </IconButton>
      </Stack>
      <List dense disablePadding aria-live="polite">
        {messages.map((message) => (
          <ListItem key={message.subject} divider>
            <ListItemText primary={message.subject} secondary={message.from} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
