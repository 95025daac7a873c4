import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

const actions = ['Copy quote', 'Highlight', 'Add a note'];

export default function ContextMenuPopover() {
  const [position, setPosition] = React.useState<{ top: number; left: number } | null>(null);
  const [lastAction, setLastAction] = React.useState('none yet');

  const handleContextMenu = (event: React.MouseEvent) => {
    event.preventDefault();
    setPosition({ top: event.clientY, left: event.clientX });
  };

  return (
    <Box>
      <Box
        onContextMenu={handleContextMenu}
        sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, cursor: 'context-menu', maxWidth: 480 }}
      >
        <Typography variant="body2">
          Right-click anywhere in this paragraph to open a small action panel at the pointer. The popover is
          positioned from the pointer&apos;s coordinates rather than from an element.
        </Typography>
      </Box>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        Last action: {lastAction}
      </Typography>
      <Popover
        open={position !== null}
        onClose={() => setPosition(null)}
        anchorReference="anchorPosition"
        anchorPosition={position ?? undefined}
      >
        <List dense aria-label="Text actions">
          {actions.map((action) => (
            <ListItemButton
              key={action}
              onClick={() => {
                setLastAction(action);
                setPosition(null);
              }}
            >
              <ListItemText primary={action} />
            </ListItemButton>
          ))}
        </List>
      </Popover>
    </Box>
  );
}
