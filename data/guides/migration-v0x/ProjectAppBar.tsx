import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import NotificationsIcon from '@mui/icons-material/Notifications';

export default function ProjectAppBar() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const close = () => setAnchorEl(null);

  return (
    <Box sx={{ width: '100%' }}>
      {/* v0: <AppBar title iconElementLeft iconElementRight>; today: you compose the bar. */}
      <AppBar position="static">
        <Toolbar>
          <IconButton edge="start" color="inherit" aria-label="Open navigation" sx={{ mr: 1 }}>
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="h3" sx={{ flexGrow: 1 }}>
            Roadmap
          </Typography>
          {/* v0: <IconButton tooltip="…">; today: wrap it in <Tooltip>, whose title also names the button */}
          <Tooltip title="3 unread notifications">
            <IconButton color="inherit">
              <Badge badgeContent={3} color="error">
                <NotificationsIcon />
              </Badge>
            </IconButton>
          </Tooltip>
          {/* v0: <IconMenu iconButtonElement={…}>; today: an IconButton that opens a Menu */}
          <IconButton
            edge="end"
            color="inherit"
            aria-label="More options"
            aria-haspopup="menu"
            onClick={(event) => setAnchorEl(event.currentTarget)}
          >
            <MoreVertIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Menu anchorEl={anchorEl} open={anchorEl !== null} onClose={close}>
        {/* v0: <MenuItem primaryText="Share" />; today: the text is the child */}
        <MenuItem onClick={close}>Share</MenuItem>
        <MenuItem onClick={close}>Export as CSV</MenuItem>
        <MenuItem onClick={close}>Settings</MenuItem>
      </Menu>
    </Box>
  );
}
