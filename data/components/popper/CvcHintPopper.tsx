import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function CvcHintPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const hintId = React.useId();

  return (
    <Box>
      <Button
        size="small"
        aria-describedby={open ? hintId : undefined}
        aria-expanded={open}
        onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}
      >
        Where is the security code?
      </Button>
      <Popper id={hintId} open={open} anchorEl={anchorEl} sx={{ zIndex: 'tooltip' }}>
        <Paper elevation={4} sx={{ p: 1.5, mt: 1, maxWidth: 260 }}>
          <Typography variant="body2">
            It is the three-digit number printed on the back of your card, next to the
            signature strip. American Express cards have four digits on the front.
          </Typography>
        </Paper>
      </Popper>
    </Box>
  );
}
