import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropUpIcon from '@mui/icons-material/ArrowDropUp';

export default function PositionedMenu() {
  const buttonId = React.useId();
  const menuId = React.useId();
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const open = Boolean(anchorEl);
  const handleClose = () => setAnchorEl(null);

  return (
    <div>
      <Button
        id={buttonId}
        variant="contained"
        endIcon={<ArrowDropUpIcon />}
        aria-controls={open ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Export
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={handleClose}
        // Attach the menu's bottom-right corner to the button's top-right corner.
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId }, paper: { sx: { mt: -1 } } }}
      >
        <MenuItem onClick={handleClose}>PDF document</MenuItem>
        <MenuItem onClick={handleClose}>CSV spreadsheet</MenuItem>
        <MenuItem onClick={handleClose}>PNG image</MenuItem>
      </Menu>
    </div>
  );
}
