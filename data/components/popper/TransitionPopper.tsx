import * as React from 'react';
import Badge from '@mui/material/Badge';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import NotificationsIcon from '@mui/icons-material/Notifications';

const notifications = [
  { id: 1, title: 'Build #482 passed', detail: 'main, 4 minutes' },
  { id: 2, title: 'Lena commented', detail: 'on "Checkout redesign"' },
];

export default function TransitionPopper() {
  const [open, setOpen] = React.useState(false);
  const anchorRef = React.useRef<HTMLButtonElement>(null);
  const popperId = React.useId();

  return (
    <div>
      <IconButton
        ref={anchorRef}
        aria-label="Notifications"
        aria-controls={open ? popperId : undefined}
        aria-expanded={open}
        onClick={() => setOpen((previous) => !previous)}
      >
        <Badge badgeContent={notifications.length} color="secondary">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popper
        id={popperId}
        open={open}
        anchorEl={anchorRef.current}
        placement="bottom-start"
        transition
        sx={{ zIndex: 'tooltip' }}
      >
        {({ TransitionProps }) => (
          <Grow {...TransitionProps} style={{ transformOrigin: 'left top' }} timeout={200}>
            <Paper elevation={6} sx={{ width: 280, mt: 1 }}>
              <ClickAwayListener
                onClickAway={(event) => {
                  if (!anchorRef.current?.contains(event.target as Node)) {
                    setOpen(false);
                  }
                }}
              >
                <List dense aria-label="Recent notifications">
                  {notifications.map((item) => (
                    <ListItem key={item.id}>
                      <ListItemText primary={item.title} secondary={item.detail} />
                    </ListItem>
                  ))}
                </List>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
    </div>
  );
}
