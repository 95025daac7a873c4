import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const tasks = [
  { title: 'Migrate invoices to the new billing API', status: 'In progress', color: 'primary' },
  { title: 'Rewrite the onboarding emails', status: 'Done', color: 'success' },
  { title: 'Audit the checkout for colour contrast', status: 'To do', color: 'default' },
] as const;

export default function ChipSizes() {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 480 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, pt: 2 }}>
        <Typography sx={{ fontWeight: 600, mr: 'auto' }}>Sprint 14</Typography>
        <Chip label="Active" color="primary" />
        <Chip label="3 tasks" variant="outlined" />
      </Stack>
      <List dense>
        {tasks.map((task) => (
          <ListItem
            key={task.title}
            secondaryAction={
              <Chip label={task.status} color={task.color} size="small" variant="outlined" />
            }
          >
            <ListItemText primary={task.title} sx={{ pr: 8 }} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
