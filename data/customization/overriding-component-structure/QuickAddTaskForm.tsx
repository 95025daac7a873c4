import * as React from 'react';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import AddTaskIcon from '@mui/icons-material/AddTask';

export default function QuickAddTaskForm() {
  const [tasks, setTasks] = React.useState(['Draft the sprint review agenda', 'Book the demo room']);
  const [draft, setDraft] = React.useState('');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const title = draft.trim();
    if (title) {
      setTasks((previous) => [...previous, title]);
      setDraft('');
    }
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 420 }}>
      {/* Paper keeps its surface and elevation, but renders a <form>: Enter submits natively. */}
      <Paper component="form" onSubmit={handleSubmit} sx={{ display: 'flex', alignItems: 'center', pl: 2, pr: 0.5 }}>
        <InputBase
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Add a task and press Enter"
          slotProps={{ input: { 'aria-label': 'New task' } }}
          sx={{ flex: 1 }}
        />
        <Divider orientation="vertical" flexItem sx={{ my: 1 }} />
        <IconButton type="submit" aria-label="Add task" color="primary">
          <AddTaskIcon />
        </IconButton>
      </Paper>
      {/* An ordered list: the List's root becomes <ol>, each item stays an <li>. */}
      <List component="ol" dense aria-label="Tasks" sx={{ listStyle: 'decimal', pl: 4 }}>
        {tasks.map((task, index) => (
          <ListItem key={`${index}-${task}`} sx={{ display: 'list-item', pl: 0.5 }}>
            <ListItemText primary={task} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
