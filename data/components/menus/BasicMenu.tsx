import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';

export default function BasicMenu() {
  const buttonId = React.useId();
  const menuId = React.useId();
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const [lastAction, setLastAction] = React.useState('none');
  const open = Boolean(anchorEl);

  const handleClose = () => setAnchorEl(null);
  const choose = (action: string) => () => {
    setLastAction(action);
    handleClose();
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Button
        id={buttonId}
        variant="outlined"
        aria-controls={open ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        My account
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={handleClose}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <MenuItem onClick={choose('Profile')}>Profile</MenuItem>
        <MenuItem onClick={choose('Billing')}>Billing</MenuItem>
        <MenuItem onClick={choose('Sign out')}>Sign out</MenuItem>
      </Menu>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Last action: {lastAction}
      </Typography>
    </Stack>
  );
}
