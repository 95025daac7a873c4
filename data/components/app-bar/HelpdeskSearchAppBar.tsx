import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AccountCircle from '@mui/icons-material/AccountCircle';
import ForumIcon from '@mui/icons-material/Forum';
import MenuIcon from '@mui/icons-material/Menu';
import MoreIcon from '@mui/icons-material/MoreVert';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SearchIcon from '@mui/icons-material/Search';

const actions = [
  { label: 'Open chats', count: 3, icon: <ForumIcon /> },
  { label: 'Alerts', count: 12, icon: <NotificationsIcon /> },
];

export default function HelpdeskSearchAppBar() {
  const [moreAnchor, setMoreAnchor] = React.useState<null | HTMLElement>(null);
  const moreMenuId = React.useId();

  return (
    <AppBar position="static">
      <Toolbar>
        <IconButton size="large" edge="start" color="inherit" aria-label="Open navigation" sx={{ mr: 1 }}>
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="div" noWrap sx={{ display: { xs: 'none', sm: 'block' }, mr: 2 }}>
          Helpdesk
        </Typography>
        {/* The search is the main task of this screen: it takes all the free width. */}
        <Box
          component="form"
          role="search"
          onSubmit={(event) => event.preventDefault()}
          sx={(theme) => ({
            flexGrow: 1,
            maxWidth: 480,
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            borderRadius: 1,
            bgcolor: alpha(theme.palette.common.white, 0.15),
            '&:hover, &:focus-within': { bgcolor: alpha(theme.palette.common.white, 0.25) },
          })}
        >
          <SearchIcon aria-hidden />
          <InputBase
            type="search"
            placeholder="Tickets, customers, order numbers…"
            inputProps={{ 'aria-label': 'Search tickets and customers' }}
            sx={{ color: 'inherit', flexGrow: 1, py: 0.5 }}
          />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ display: { xs: 'none', md: 'flex' } }}>
          {actions.map((action) => (
            <IconButton key={action.label} size="large" color="inherit" aria-label={`${action.label}: ${action.count}`}>
              <Badge badgeContent={action.count} color="secondary">
                {action.icon}
              </Badge>
            </IconButton>
          ))}
          <IconButton size="large" edge="end" color="inherit" aria-label="Account of the current agent">
            <AccountCircle />
          </IconButton>
        </Box>
        {/* Below md, the same actions move into an overflow menu. */}
        <Box sx={{ display: { xs: 'flex', md: 'none' } }}>
          <IconButton
            size="large"
            edge="end"
            color="inherit"
            aria-label="More actions"
            aria-controls={moreAnchor ? moreMenuId : undefined}
            aria-haspopup="true"
            aria-expanded={moreAnchor ? 'true' : undefined}
            onClick={(event) => setMoreAnchor(event.currentTarget)}
          >
            <MoreIcon />
          </IconButton>
        </Box>
        <Menu
          id={moreMenuId}
          anchorEl={moreAnchor}
          open={Boolean(moreAnchor)}
          onClose={() => setMoreAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          {actions.map((action) => (
            <MenuItem key={action.label} onClick={() => setMoreAnchor(null)} sx={{ gap: 2 }}>
              <Badge badgeContent={action.count} color="secondary">
                {action.icon}
              </Badge>
              {action.label}
            </MenuItem>
          ))}
          <MenuItem onClick={() => setMoreAnchor(null)} sx={{ gap: 2 }}>
            <AccountCircle />
            Profile
          </MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
