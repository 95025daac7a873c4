import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import RateReviewIcon from '@mui/icons-material/RateReview';

const initialViews = [
  { id: 'assigned', name: 'Assigned to me', noun: 'open tasks', count: 12, icon: <AssignmentIndIcon /> },
  { id: 'mentions', name: 'Mentions', noun: 'unread mentions', count: 140, icon: <AlternateEmailIcon /> },
  { id: 'reviews', name: 'Reviews', noun: 'waiting reviews', count: 3, icon: <RateReviewIcon /> },
];

// The whole message goes into the item's name: "Mentions, more than 99 unread mentions".
function accessibleName(name: string, count: number, noun: string) {
  if (count === 0) return name;
  return `${name}, ${count > 99 ? 'more than 99' : count} ${noun}`;
}

export default function SidebarCountBadges() {
  const [views, setViews] = React.useState(initialViews);
  const open = (id: string) => setViews((all) => all.map((view) => (view.id === id ? { ...view, count: 0 } : view)));

  return (
    <Box component="nav" aria-label="Project views" sx={{ width: '100%', maxWidth: 300 }}>
      <List>
        {views.map((view) => (
          <ListItem key={view.id} disablePadding>
            <ListItemButton aria-label={accessibleName(view.name, view.count, view.noun)} onClick={() => open(view.id)}>
              <ListItemIcon>
                <Badge badgeContent={view.count} color="primary">
                  {view.icon}
                </Badge>
              </ListItemIcon>
              <ListItemText primary={view.name} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
