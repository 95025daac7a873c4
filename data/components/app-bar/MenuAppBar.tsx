import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';

export default function MenuAppBar() {
  const [signedIn, setSignedIn] = React.useState(true);
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const menuId = React.useId();

  return (
    <Box sx={{ flexGrow: 1 }}>
      <FormControlLabel
        control={<Switch checked={signedIn} onChange={(event) => setSignedIn(event.target.checked)} />}
        label={signedIn ? 'Signed in' : 'Signed out'}
        sx={{ mb: 1 }}
      />
      <AppBar position="static" color="secondary">
        <Toolbar>
          <Typography variant="h6" component="div" sx={{ flexGrow: 1 }}>
            Team calendar
          </Typography>
          {signedIn && (
            <>
              <IconButton
                size="large"
                color="inherit"
                aria-label="Account of the current user"
                aria-controls={anchorEl ? menuId : undefined}
                aria-haspopup="true"
                aria-expanded={anchorEl ? 'true' : undefined}
                onClick={(event) => setAnchorEl(event.currentTarget)}
              >
                <AccountCircle />
              </IconButton>
              <Menu
                id={menuId}
                anchorEl={anchorEl}
                open={Boolean(anchorEl)}
                onClose={() => setAnchorEl(null)}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'right' }}
              >
                <MenuItem onClick={() => setAnchorEl(null)}>Profile</MenuItem>
                <MenuItem onClick={() => setAnchorEl(null)}>Notification settings</MenuItem>
                <MenuItem onClick={() => { setAnchorEl(null); setSignedIn(false); }}>Sign out</MenuItem>
              </Menu>
            </>
          )}
        </Toolbar>
      </AppBar>
    </Box>
  );
}
