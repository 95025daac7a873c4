import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Popper, { PopperPlacementType } from '@mui/material/Popper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const placements: PopperPlacementType[] = [
  'top-start', 'top', 'top-end',
  'right-start', 'right', 'right-end',
  'bottom-start', 'bottom', 'bottom-end',
  'left-start', 'left', 'left-end',
];

export default function PlacementPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [placement, setPlacement] = React.useState<PopperPlacementType>('bottom-start');
  const popperId = React.useId();
  const open = Boolean(anchorEl);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
      <TextField
        select
        label="placement"
        size="small"
        value={placement}
        onChange={(event) => setPlacement(event.target.value as PopperPlacementType)}
        sx={{ width: 180 }}
      >
        {placements.map((value) => (
          <MenuItem key={value} value={value}>
            {value}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ flex: 1, minWidth: 220, display: 'flex', justifyContent: 'center', py: 8 }}>
        <Button
          variant="outlined"
          aria-describedby={open ? popperId : undefined}
          aria-expanded={open}
          onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}
        >
          {open ? 'Hide' : 'Show'} delivery estimate
        </Button>
      </Box>
      <Popper id={popperId} open={open} anchorEl={anchorEl} placement={placement} sx={{ zIndex: 'tooltip' }}>
        <Paper elevation={4} sx={{ p: 1.5, m: 1, maxWidth: 220 }}>
          <Typography variant="body2">Arrives Thursday if you order within 3 hours.</Typography>
        </Paper>
      </Popper>
    </Box>
  );
}
