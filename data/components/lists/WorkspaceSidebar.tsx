import * as React from 'react';
import { styled } from '@mui/material/styles';
import Paper from '@mui/material/Paper';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import SpaceDashboardIcon from '@mui/icons-material/SpaceDashboard';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import FlagIcon from '@mui/icons-material/Flag';
import GroupsIcon from '@mui/icons-material/Groups';
import InsightsIcon from '@mui/icons-material/Insights';

const SidebarList = styled(List)(({ theme }) => ({
  padding: theme.spacing(1),
  '& .MuiListSubheader-root': {
    ...theme.typography.overline,
    lineHeight: '32px',
    backgroundColor: 'transparent',
    color: (theme.vars ?? theme).palette.text.secondary,
  },
}));

// Pill-shaped rows, a narrow icon column, and a tinted selected state that stays readable in both modes.
const SidebarButton = styled(ListItemButton)(({ theme }) => ({
  borderRadius: 999,
  paddingBlock: 6,
  marginBottom: 2,
  '& .MuiListItemIcon-root': { minWidth: 36, color: 'inherit' },
  '& .MuiListItemText-primary': { fontSize: 14, fontWeight: 500 },
  '&.Mui-selected': {
    backgroundColor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.14),
    color: (theme.vars ?? theme).palette.primary.dark,
    '&:hover': { backgroundColor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.2) },
    ...theme.applyStyles('dark', { color: (theme.vars ?? theme).palette.primary.light }),
  },
}));

const Count = styled('span')(({ theme }) => ({
  ...theme.typography.caption,
  fontWeight: 600,
  color: 'inherit',
  marginLeft: theme.spacing(1),
}));

const sections = [
  {
    title: 'Workspace',
    items: [
      { id: 'overview', label: 'Overview', icon: <SpaceDashboardIcon /> },
      { id: 'tasks', label: 'My tasks', icon: <TaskAltIcon />, count: 12 },
      { id: 'milestones', label: 'Milestones', icon: <FlagIcon />, count: 3 },
    ],
  },
  {
    title: 'Team',
    items: [
      { id: 'people', label: 'People', icon: <GroupsIcon /> },
      { id: 'reports', label: 'Reports', icon: <InsightsIcon /> },
    ],
  },
];

export default function WorkspaceSidebar() {
  const [current, setCurrent] = React.useState('tasks');

  return (
    <Paper component="nav" aria-label="Project tracker" variant="outlined" sx={{ width: '100%', maxWidth: 280 }}>
      {sections.map((section) => (
        <SidebarList key={section.title} subheader={<ListSubheader>{section.title}</ListSubheader>}>
          {section.items.map((item) => (
            <ListItem key={item.id} disablePadding>
              <SidebarButton
                selected={current === item.id}
                aria-current={current === item.id ? 'page' : undefined}
                onClick={() => setCurrent(item.id)}
              >
                <ListItemIcon>{item.icon}</ListItemIcon>
                <ListItemText primary={item.label} />
                {item.count !== undefined && <Count>{item.count}</Count>}
              </SidebarButton>
            </ListItem>
          ))}
        </SidebarList>
      ))}
    </Paper>
  );
}
