import * as React from 'react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const sortOptions = ['Newest first', 'Oldest first', 'Price: low to high', 'Price: high to low'];

export default function SelectedMenu() {
  const buttonId = React.useId();
  const menuId = React.useId();
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const [selectedIndex, setSelectedIndex] = React.useState(0);
  const open = Boolean(anchorEl);

  const handleSelect = (index: number) => {
    setSelectedIndex(index);
    setAnchorEl(null);
  };

  return (
    <div>
      <List component="nav" aria-label="Product sorting" sx={{ bgcolor: 'background.paper', width: 280 }}>
        <ListItemButton
          id={buttonId}
          aria-haspopup="listbox"
          aria-controls={open ? menuId : undefined}
          aria-expanded={open ? 'true' : undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          <ListItemText primary="Sort by" secondary={sortOptions[selectedIndex]} />
        </ListItemButton>
      </List>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId, role: 'listbox' } }}
      >
        {sortOptions.map((option, index) => (
          <MenuItem
            key={option}
            role="option"
            aria-selected={index === selectedIndex}
            selected={index === selectedIndex}
            onClick={() => handleSelect(index)}
          >
            {option}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
