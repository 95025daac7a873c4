import * as React from 'react';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ThumbUpAltOutlinedIcon from '@mui/icons-material/ThumbUpAltOutlined';
import ThumbUpAltIcon from '@mui/icons-material/ThumbUpAlt';

type Status = 'Planned' | 'In progress' | 'Needs upvotes';
type Request = { id: string; title: string; votes: number; status: Status };

const statusColor = { Planned: 'info', 'In progress': 'success', 'Needs upvotes': 'default' } as const;

// Example requests for an imaginary product: the ranking works like sorting GitHub issues by 👍.
const initialRequests: Request[] = [
  { id: 'export', title: 'Export reports as CSV', votes: 41, status: 'In progress' },
  { id: 'dark', title: 'Dark mode for the dashboard', votes: 37, status: 'Planned' },
  { id: 'shortcuts', title: 'Keyboard shortcuts for the editor', votes: 12, status: 'Needs upvotes' },
  { id: 'calendar', title: 'Week view in the calendar', votes: 9, status: 'Needs upvotes' },
];

export default function FeatureVotes() {
  const [voted, setVoted] = React.useState<string[]>([]);
  const ranked = initialRequests
    .map((request) => ({ ...request, votes: request.votes + (voted.includes(request.id) ? 1 : 0) }))
    .sort((a, b) => b.votes - a.votes);

  const toggle = (id: string) =>
    setVoted((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480 }}>
      <Typography variant="subtitle2" component="h3" sx={{ px: 2, pt: 2 }}>
        Most requested
      </Typography>
      <List>
        {ranked.map((request) => {
          const hasVoted = voted.includes(request.id);
          return (
            <ListItem
              key={request.id}
              secondaryAction={
                <Stack direction="row" sx={{ alignItems: 'center' }}>
                  <Typography variant="body2" sx={{ minWidth: 24, textAlign: 'end' }}>
                    {request.votes}
                  </Typography>
                  <IconButton
                    aria-label={`Upvote ${request.title}`}
                    aria-pressed={hasVoted}
                    color={hasVoted ? 'primary' : 'default'}
                    onClick={() => toggle(request.id)}
                  >
                    {hasVoted ? <ThumbUpAltIcon fontSize="small" /> : <ThumbUpAltOutlinedIcon fontSize="small" />}
                  </IconButton>
                </Stack>
              }
            >
              <ListItemText
                primary={request.title}
                secondary={
                  <Chip component="span" label={request.status} size="small" color={statusColor[request.status]} />
                }
                slotProps={{ secondary: { component: 'span', sx: { display: 'block', mt: 0.5 } } }}
              />
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
