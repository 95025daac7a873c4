import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';

type Item = { id: number; title: string; read: boolean };

export default function ReadingListExercise() {
  const [items, setItems] = React.useState<Item[]>([
    { id: 1, title: 'Thinking in React', read: true },
    { id: 2, title: 'CSS flexbox basics', read: false },
  ]);
  const [draft, setDraft] = React.useState('');
  const nextId = React.useRef(3);

  const add = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const title = draft.trim();
    if (!title) return;
    setItems((current) => [...current, { id: nextId.current++, title, read: false }]);
    setDraft('');
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 440 }}>
      <Typography variant="h6" component="h3">
        Reading list
      </Typography>
      <Box component="form" onSubmit={add} sx={{ display: 'flex', gap: 1, my: 2 }}>
        <TextField size="small" label="Article title" value={draft} onChange={(event) => setDraft(event.target.value)} sx={{ flexGrow: 1 }} />
        <Button type="submit" variant="contained" disabled={!draft.trim()}>
          Add
        </Button>
      </Box>
      <List dense>
        {items.map((item) => (
          <ListItem
            key={item.id}
            secondaryAction={
              <IconButton edge="end" aria-label={`Remove ${item.title}`} onClick={() => setItems((current) => current.filter((other) => other.id !== item.id))}>
                <DeleteIcon />
              </IconButton>
            }
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <Checkbox
                edge="start"
                checked={item.read}
                onChange={() => setItems((current) => current.map((other) => (other.id === item.id ? { ...other, read: !other.read } : other)))}
                slotProps={{ input: { 'aria-label': `Mark ${item.title} as read` } }}
              />
            </ListItemIcon>
            <ListItemText primary={item.title} sx={{ textDecoration: item.read ? 'line-through' : 'none', color: item.read ? 'text.secondary' : 'text.primary' }} />
          </ListItem>
        ))}
      </List>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {items.filter((item) => !item.read).length} left to read
      </Typography>
    </Paper>
  );
}
