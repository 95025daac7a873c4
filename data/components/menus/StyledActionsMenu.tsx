import * as React from 'react';
import { styled } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu, { menuClasses } from '@mui/material/Menu';
import MenuItem, { menuItemClasses } from '@mui/material/MenuItem';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FileCopyOutlinedIcon from '@mui/icons-material/FileCopyOutlined';
import InventoryOutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';

// A flat, outlined look: a border instead of a shadow, rounded items with a tinted hover.
const OutlinedMenu = styled(Menu)(({ theme }) => ({
  [`& .${menuClasses.paper}`]: {
    marginTop: theme.spacing(0.75),
    minWidth: 200,
    borderRadius: 10,
    border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
    boxShadow: 'none',
  },
  [`& .${menuClasses.list}`]: {
    padding: theme.spacing(0.5),
  },
  [`& .${menuItemClasses.root}`]: {
    borderRadius: 6,
    fontSize: theme.typography.body2.fontSize,
    '&:hover': {
      backgroundColor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.08),
    },
    [`&.${menuItemClasses.focusVisible}`]: {
      outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
      outlineOffset: -2,
    },
  },
}));

export default function StyledActionsMenu() {
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
        disableElevation
        endIcon={<KeyboardArrowDownIcon />}
        aria-controls={open ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Project actions
      </Button>
      <OutlinedMenu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={handleClose}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <MenuItem onClick={handleClose}>
          <ListItemIcon>
            <EditOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Rename
        </MenuItem>
        <MenuItem onClick={handleClose}>
          <ListItemIcon>
            <FileCopyOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Duplicate
        </MenuItem>
        <MenuItem onClick={handleClose}>
          <ListItemIcon>
            <InventoryOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Archive
        </MenuItem>
        <Divider />
        <MenuItem onClick={handleClose} sx={{ color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutlineIcon fontSize="small" />
          </ListItemIcon>
          Delete project
        </MenuItem>
      </OutlinedMenu>
    </div>
  );
}
