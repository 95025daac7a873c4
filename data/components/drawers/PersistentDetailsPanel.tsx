import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

const panelWidth = 260;
const tasks = [
  { title: 'Migrate billing to the new API', owner: 'Priya', status: 'In review', due: 'Mar 14' },
  { title: 'Onboarding email sequence', owner: 'Jonas', status: 'In progress', due: 'Mar 18' },
  { title: 'Fix flaky checkout test', owner: 'Mei', status: 'To do', due: 'Mar 21' },
];

export default function PersistentDetailsPanel() {
  const [open, setOpen] = React.useState(true);
  const [selected, setSelected] = React.useState(0);
  const panelId = React.useId();
  const task = tasks[selected];
  const transition = (theme: Theme) => theme.transitions.create(['margin', 'width']);

  return (
    <Box sx={{ display: 'flex' }}>
      <AppBar position="fixed" sx={{ transition, ...(open && { width: `calc(100% - ${panelWidth}px)`, mr: `${panelWidth}px` }) }}>
        <Toolbar>
          <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1 }}>
            Sprint 12
          </Typography>
          <IconButton
            color="inherit"
            edge="end"
            aria-label="Show task details"
            aria-controls={panelId}
            aria-expanded={open}
            onClick={() => setOpen(true)}
            sx={{ display: open ? 'none' : 'inline-flex' }}
          >
            <InfoOutlinedIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box component="section" aria-label="Tasks" sx={{ flexGrow: 1, mr: open ? 0 : `-${panelWidth}px`, transition }}>
        <Toolbar />
        <List>
          {tasks.map((item, index) => (
            <ListItem key={item.title} disablePadding>
              <ListItemButton selected={index === selected} onClick={() => setSelected(index)}>
                <ListItemText primary={item.title} secondary={item.owner} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Drawer
        id={panelId}
        variant="persistent"
        anchor="right"
        open={open}
        sx={{ width: panelWidth, flexShrink: 0, '& .MuiDrawer-paper': { width: panelWidth, boxSizing: 'border-box' } }}
      >
        <Toolbar>
          <IconButton edge="start" aria-label="Hide task details" onClick={() => setOpen(false)}>
            <ChevronRightIcon />
          </IconButton>
          <Typography sx={{ ml: 1 }}>Details</Typography>
        </Toolbar>
        <Divider />
        <Box component="aside" aria-label="Task details" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="p" gutterBottom>
            {task.title}
          </Typography>
          <Chip label={task.status} size="small" sx={{ mb: 2 }} />
          <Typography variant="body2">Assignee: {task.owner}</Typography>
          <Typography variant="body2">Due: {task.due}</Typography>
        </Box>
      </Drawer>
    </Box>
  );
}
