import * as React from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

const statuses = ['Backlog', 'In progress', 'In review', 'Done'];

export default function PopperMenuList() {
  const buttonId = React.useId();
  const menuId = React.useId();
  const anchorRef = React.useRef<HTMLButtonElement>(null);
  const [open, setOpen] = React.useState(false);
  const [status, setStatus] = React.useState('In progress');

  const closeAndRefocus = () => {
    setOpen(false);
    anchorRef.current?.focus();
  };

  const handleClickAway = (event: MouseEvent | TouchEvent) => {
    // A click on the trigger is handled by its own onClick (toggle).
    if (anchorRef.current?.contains(event.target as Node)) {
      return;
    }
    setOpen(false);
  };

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeAndRefocus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', minHeight: 230 }}>
      <Typography variant="body2">Task #142 · Update onboarding emails</Typography>
      <div>
        <Button
          ref={anchorRef}
          id={buttonId}
          variant="outlined"
          size="small"
          endIcon={<ArrowDropDownIcon />}
          aria-controls={open ? menuId : undefined}
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
          onClick={() => setOpen((prev) => !prev)}
        >
          {status}
        </Button>
        <Popper
          open={open}
          anchorEl={anchorRef.current}
          placement="bottom-start"
          transition
          disablePortal
          sx={{ zIndex: 1 }}
        >
          {({ TransitionProps }) => (
            <Grow {...TransitionProps} style={{ transformOrigin: 'left top' }}>
              <Paper elevation={4}>
                <ClickAwayListener onClickAway={handleClickAway}>
                  <MenuList id={menuId} autoFocusItem={open} aria-labelledby={buttonId} onKeyDown={handleKeyDown}>
                    {statuses.map((option) => (
                      <MenuItem
                        key={option}
                        selected={option === status}
                        onClick={() => {
                          setStatus(option);
                          closeAndRefocus();
                        }}
                      >
                        {option}
                      </MenuItem>
                    ))}
                  </MenuList>
                </ClickAwayListener>
              </Paper>
            </Grow>
          )}
        </Popper>
      </div>
    </Stack>
  );
}
