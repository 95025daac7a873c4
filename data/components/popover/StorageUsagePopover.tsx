import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import CloudOutlinedIcon from '@mui/icons-material/CloudOutlined';

export default function StorageUsagePopover() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const popoverId = React.useId();
  const open = Boolean(anchorEl);

  return (
    <div>
      <Button
        variant="outlined"
        startIcon={<CloudOutlinedIcon />}
        aria-describedby={open ? popoverId : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Storage
      </Button>
      <Popover
        id={popoverId}
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Box sx={{ p: 2, width: 260 }}>
          <Typography variant="subtitle2" component="p">
            7.2 GB of 10 GB used
          </Typography>
          <LinearProgress
            variant="determinate"
            value={72}
            aria-label="Storage used"
            sx={{ my: 1.5, height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Photos take the most space. Empty the bin to free 1.1 GB.
          </Typography>
          <Button size="small" sx={{ mt: 1 }} onClick={() => setAnchorEl(null)}>
            Dismiss
          </Button>
        </Box>
      </Popover>
    </div>
  );
}
