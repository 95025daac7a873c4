import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';

const playlists = ['Morning run', 'Deep focus', 'Sunday jazz', 'Road trip 2024'];

export default function FadeTransitionMenu() {
  const buttonId = React.useId();
  const menuId = React.useId();
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const [added, setAdded] = React.useState<string | null>(null);
  const open = Boolean(anchorEl);

  return (
    <div>
      <Button
        id={buttonId}
        startIcon={<PlaylistAddIcon />}
        aria-controls={open ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        {added ? `Added to ${added}` : 'Add to playlist'}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        slots={{ transition: Fade }}
        transitionDuration={{ enter: 300, exit: 150 }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {playlists.map((playlist) => (
          <MenuItem
            key={playlist}
            onClick={() => {
              setAdded(playlist);
              setAnchorEl(null);
            }}
          >
            {playlist}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
