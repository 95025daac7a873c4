import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import CommentIcon from '@mui/icons-material/Comment';

const tasks = [
  { id: 'changelog', label: 'Update the changelog' },
  { id: 'tests', label: 'Run the end-to-end tests' },
  { id: 'tag', label: 'Tag the release' },
  { id: 'announce', label: 'Post the announcement' },
];

export default function ReleaseChecklist() {
  const [done, setDone] = React.useState<string[]>(['changelog']);
  const baseId = React.useId();

  const toggle = (id: string) => {
    setDone((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );
  };

  return (
    <List sx={{ width: '100%', maxWidth: 380, bgcolor: 'background.paper' }}>
      {tasks.map((task) => {
        const labelId = `${baseId}-${task.id}`;
        return (
          <ListItem
            key={task.id}
            disablePadding
            secondaryAction={
              <IconButton edge="end" aria-label={`Comment on “${task.label}”`}>
                <CommentIcon />
              </IconButton>
            }
          >
            {/* The row is the checkbox's label: a click anywhere toggles it, and the checkbox itself keeps the
                focus, so the row is not a second control around it. */}
            <ListItemButton component="label" role={undefined} tabIndex={-1} dense>
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  checked={done.includes(task.id)}
                  onChange={() => toggle(task.id)}
                  disableRipple
                  slotProps={{ input: { 'aria-labelledby': labelId } }}
                />
              </ListItemIcon>
              <ListItemText
                id={labelId}
                primary={task.label}
                sx={done.includes(task.id) ? { textDecoration: 'line-through', color: 'text.secondary' } : undefined}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
