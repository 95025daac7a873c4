import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import DraftsIcon from '@mui/icons-material/Drafts';
import DeleteIcon from '@mui/icons-material/Delete';

type Anchor = 'left' | 'right' | 'top' | 'bottom';

const folders = [
  { label: 'Inbox', icon: <InboxIcon /> },
  { label: 'Sent', icon: <SendIcon /> },
  { label: 'Drafts', icon: <DraftsIcon /> },
  { label: 'Trash', icon: <DeleteIcon /> },
];

export default function TemporaryDrawer() {
  // The side is kept after closing, so the drawer slides out the way it came in.
  const [anchor, setAnchor] = React.useState<Anchor>('left');
  const [open, setOpen] = React.useState(false);
  const horizontal = anchor === 'top' || anchor === 'bottom';

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
      {(['left', 'right', 'top', 'bottom'] as const).map((side) => (
        <Button
          key={side}
          variant="outlined"
          onClick={() => {
            setAnchor(side);
            setOpen(true);
          }}
        >
          Open {side}
        </Button>
      ))}
      <Drawer anchor={anchor} open={open} onClose={() => setOpen(false)}>
        <Box
          component="nav"
          aria-label="Mail folders"
          sx={{ width: horizontal ? 'auto' : 250 }}
          onClick={() => setOpen(false)}
        >
          <List>
            {folders.map((folder) => (
              <ListItem key={folder.label} disablePadding>
                <ListItemButton>
                  <ListItemIcon>{folder.icon}</ListItemIcon>
                  <ListItemText primary={folder.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </Stack>
  );
}
