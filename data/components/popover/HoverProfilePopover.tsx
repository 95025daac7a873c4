import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function HoverProfilePopover() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const popoverId = React.useId();
  const open = Boolean(anchorEl);

  return (
    <Typography variant="body2">
      Reviewed by{' '}
      <Box
        component="span"
        aria-describedby={open ? popoverId : undefined}
        onMouseEnter={(event) => setAnchorEl(event.currentTarget)}
        onMouseLeave={() => setAnchorEl(null)}
        sx={{ fontWeight: 'medium', color: 'primary.main', textDecoration: 'underline dotted' }}
      >
        Priya Natarajan
      </Box>{' '}
      two hours ago.
      <Popover
        id={popoverId}
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        disableRestoreFocus
        disableAutoFocus
        disableEnforceFocus
        sx={{ pointerEvents: 'none' }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 1.5 }}>
          <Avatar sx={{ bgcolor: 'secondary.main' }}>PN</Avatar>
          <div>
            <Typography variant="body2" sx={{ fontWeight: 'medium' }}>
              Priya Natarajan
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              Staff engineer, Payments
            </Typography>
          </div>
        </Box>
      </Popover>
    </Typography>
  );
}
