import * as React from 'react';
import ButtonGroup from '@mui/material/ButtonGroup';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

const options = ['Merge pull request', 'Squash and merge', 'Rebase and merge'];

export default function SplitButton() {
  const menuId = React.useId();
  const anchorRef = React.useRef<HTMLDivElement>(null);
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const [selectedIndex, setSelectedIndex] = React.useState(1);
  const [lastAction, setLastAction] = React.useState('');

  return (
    <div>
      <ButtonGroup variant="contained" ref={anchorRef} aria-label="Merge options">
        <Button onClick={() => setLastAction(options[selectedIndex])}>
          {options[selectedIndex]}
        </Button>
        <Button
          size="small"
          aria-label="Choose a merge method"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => setAnchorEl(open ? null : anchorRef.current)}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {options.map((option, index) => (
          <MenuItem
            key={option}
            selected={index === selectedIndex}
            disabled={index === 2}
            onClick={() => {
              setSelectedIndex(index);
              setAnchorEl(null);
            }}
          >
            {option}
          </MenuItem>
        ))}
      </Menu>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {lastAction ? `Last action: ${lastAction}` : 'Nothing merged yet.'}
      </Typography>
    </div>
  );
}
