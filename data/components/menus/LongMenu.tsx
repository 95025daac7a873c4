import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';

const timezones = [
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Paris',
  'Africa/Nairobi',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
];

const ITEM_HEIGHT = 48;

export default function LongMenu() {
  const buttonId = React.useId();
  const menuId = React.useId();
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const [timezone, setTimezone] = React.useState('Europe/London');
  const open = Boolean(anchorEl);

  return (
    <div>
      <IconButton
        id={buttonId}
        aria-label="Choose time zone"
        aria-controls={open ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        slotProps={{
          list: { 'aria-labelledby': buttonId },
          paper: { sx: { maxHeight: ITEM_HEIGHT * 4.5, width: '24ch' } },
        }}
      >
        {timezones.map((zone) => (
          <MenuItem
            key={zone}
            selected={zone === timezone}
            onClick={() => {
              setTimezone(zone);
              setAnchorEl(null);
            }}
          >
            {zone}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
