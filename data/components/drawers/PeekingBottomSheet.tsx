import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Typography from '@mui/material/Typography';
import DirectionsBusIcon from '@mui/icons-material/DirectionsBus';

// Height of the strip that stays visible while the sheet is closed.
const peekHeight = 64;
const stops = [
  { name: 'Market Square', lines: 'Lines 4, 12', walk: '2 min' },
  { name: 'Riverside Park', lines: 'Line 7', walk: '5 min' },
  { name: 'Central Station', lines: 'Lines 1, 4, 9', walk: '8 min' },
];

export default function PeekingBottomSheet() {
  const [open, setOpen] = React.useState(false);

  return (
    <Box sx={{ p: 2 }}>
      <Button variant="outlined" onClick={() => setOpen(!open)}>
        {open ? 'Hide stops' : 'Show stops'}
      </Button>
      <SwipeableDrawer
        anchor="bottom"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        // The swipe area covers the visible strip, so dragging it pulls the sheet up.
        swipeAreaWidth={peekHeight}
        disableSwipeToOpen={false}
        // Only needed because this demo runs in a frame: render the drawer inside it, not in the page's body.
        disablePortal
        slotProps={{ paper: { 'aria-label': 'Nearby stops', sx: { height: '55%', overflow: 'visible' } } }}
      >
        {/* Sits above the paper's top edge, and stays visible when the rest of the drawer is hidden. */}
        <Box
          sx={{
            position: 'absolute',
            top: -peekHeight,
            left: 0,
            right: 0,
            height: peekHeight,
            visibility: 'visible',
            bgcolor: 'background.paper',
            borderTopLeftRadius: 16,
            borderTopRightRadius: 16,
            boxShadow: 3,
          }}
        >
          <Box aria-hidden sx={{ width: 32, height: 4, borderRadius: 2, bgcolor: 'action.disabled', mx: 'auto', mt: 1 }} />
          <Typography sx={{ px: 2, pt: 1, color: 'text.secondary' }}>3 stops within 600 m</Typography>
        </Box>
        <List sx={{ overflow: 'auto' }}>
          {stops.map((stop) => (
            <ListItem key={stop.name}>
              <ListItemIcon>
                <DirectionsBusIcon />
              </ListItemIcon>
              <ListItemText primary={stop.name} secondary={stop.lines} />
              <Typography variant="body2">{stop.walk}</Typography>
            </ListItem>
          ))}
        </List>
      </SwipeableDrawer>
    </Box>
  );
}
