import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import PushPinIcon from '@mui/icons-material/PushPin';

const boards = [
  { name: 'Website relaunch', pinned: true },
  { name: 'Mobile app 3.0', pinned: true },
  { name: 'Customer onboarding', pinned: false },
  { name: 'Q3 hiring plan', pinned: false },
];

export default function PinnedBoards() {
  const [open, setOpen] = React.useState('Website relaunch');

  return (
    <List aria-label="Project boards" sx={{ width: '100%', maxWidth: 320, bgcolor: 'background.paper' }}>
      {boards.map((board) => (
        <ListItem key={board.name} disablePadding>
          <ListItemButton
            selected={open === board.name}
            aria-current={open === board.name ? 'page' : undefined}
            onClick={() => setOpen(board.name)}
          >
            {board.pinned && (
              <ListItemIcon>
                <PushPinIcon titleAccess="Pinned" />
              </ListItemIcon>
            )}
            {/* Without an icon, `inset` adds the icon column's width so the labels still line up. */}
            <ListItemText inset={!board.pinned} primary={board.name} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
