import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

type Point = { mouseX: number; mouseY: number };

export default function ContextMenu() {
  const [contextMenu, setContextMenu] = React.useState<Point | null>(null);
  const [highlighted, setHighlighted] = React.useState(false);

  const handleContextMenu = (event: React.MouseEvent) => {
    event.preventDefault();
    // A second right-click while the menu is open closes it instead of moving it.
    setContextMenu(
      contextMenu === null ? { mouseX: event.clientX + 2, mouseY: event.clientY - 6 } : null,
    );
  };

  const handleClose = () => setContextMenu(null);

  return (
    <Paper variant="outlined" onContextMenu={handleContextMenu} sx={{ p: 2, maxWidth: 480, cursor: 'context-menu' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Right-click the quote to open its menu.
      </Typography>
      <Typography
        component="blockquote"
        sx={{ m: 0, px: 1, borderRadius: 1, bgcolor: highlighted ? 'warning.light' : 'transparent', color: highlighted ? 'warning.contrastText' : 'text.primary' }}
      >
        Simplicity is prerequisite for reliability.
      </Typography>
      <Menu
        open={contextMenu !== null}
        onClose={handleClose}
        anchorReference="anchorPosition"
        anchorPosition={contextMenu !== null ? { top: contextMenu.mouseY, left: contextMenu.mouseX } : undefined}
      >
        <MenuItem onClick={() => { setHighlighted(!highlighted); handleClose(); }}>
          {highlighted ? 'Remove highlight' : 'Highlight'}
        </MenuItem>
        <MenuItem onClick={handleClose}>Copy quote</MenuItem>
        <MenuItem onClick={handleClose}>Share…</MenuItem>
      </Menu>
    </Paper>
  );
}
