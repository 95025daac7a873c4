import * as React from 'react';
import Fab from '@mui/material/Fab';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import AddIcon from '@mui/icons-material/Add';

const initialTasks = ['Book flights', 'Renew passport', 'Order currency', 'Pack charger'];

export default function FixedFab() {
  const [tasks, setTasks] = React.useState(initialTasks);

  return (
    <Box sx={{ p: 2, pb: 10 }}>
      <Typography component="p" variant="h5" sx={{ mb: 1 }}>
        Trip checklist
      </Typography>
      <List aria-label="Tasks">
        {tasks.map((task, index) => (
          <ListItem key={`${task}-${index}`} divider>
            <ListItemText primary={task} secondary={`Task ${index + 1}`} />
          </ListItem>
        ))}
      </List>
      <Fab
        color="primary"
        aria-label="Add task"
        onClick={() => setTasks((list) => [...list, `New task ${list.length + 1}`])}
        sx={{ position: 'fixed', right: 16, bottom: 16 }}
      >
        <AddIcon />
      </Fab>
    </Box>
  );
}
