import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MoreVertIcon from '@mui/icons-material/MoreVert';

const actions = ['Download PDF', 'Send reminder', 'Mark as paid'];

export default function InvoiceActions() {
  const theme = useTheme();
  // Wide screens show every action; narrow ones fold them into a menu.
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [lastAction, setLastAction] = React.useState('none yet');

  const run = (action: string) => {
    setLastAction(action);
    setAnchorEl(null);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          Invoice INV-2031
        </Typography>
        {wide ? (
          actions.map((action) => (
            <Button key={action} variant="outlined" size="small" onClick={() => run(action)}>
              {action}
            </Button>
          ))
        ) : (
          <IconButton
            aria-label="Invoice actions"
            aria-haspopup="menu"
            onClick={(event) => setAnchorEl(event.currentTarget)}
          >
            <MoreVertIcon />
          </IconButton>
        )}
      </Stack>
      <Menu anchorEl={anchorEl} open={anchorEl !== null} onClose={() => setAnchorEl(null)}>
        {actions.map((action) => (
          <MenuItem key={action} onClick={() => run(action)}>
            {action}
          </MenuItem>
        ))}
      </Menu>
      <Typography variant="body2" color="text.secondary" role="status">
        Last action: {lastAction}
      </Typography>
    </Stack>
  );
}
