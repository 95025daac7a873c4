import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Typography from '@mui/material/Typography';
import LinkIcon from '@mui/icons-material/Link';
import EmailIcon from '@mui/icons-material/Email';
import QrCodeIcon from '@mui/icons-material/QrCode';

const shareTargets = [
  { label: 'Copy link', icon: <LinkIcon /> },
  { label: 'Send by email', icon: <EmailIcon /> },
  { label: 'Show QR code', icon: <QrCodeIcon /> },
];

export default function SwipeableBottomDrawer() {
  const [open, setOpen] = React.useState(false);

  return (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>
        On a touch screen, swipe up from the bottom edge, or use the button.
      </Typography>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Share this recipe
      </Button>
      <SwipeableDrawer
        anchor="bottom"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        swipeAreaWidth={24}
        keepMounted
        // Only needed because this demo runs in a frame: render the drawer inside it, not in the page's body.
        disablePortal
        slotProps={{ paper: { sx: { borderTopLeftRadius: 12, borderTopRightRadius: 12 } } }}
      >
        <Box
          aria-hidden
          sx={{ width: 32, height: 4, borderRadius: 2, bgcolor: 'action.disabled', mx: 'auto', mt: 1 }}
        />
        <nav aria-label="Share options">
          <List>
            {shareTargets.map((target) => (
              <ListItem key={target.label} disablePadding>
                <ListItemButton onClick={() => setOpen(false)}>
                  <ListItemIcon>{target.icon}</ListItemIcon>
                  <ListItemText primary={target.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </nav>
      </SwipeableDrawer>
    </Box>
  );
}
