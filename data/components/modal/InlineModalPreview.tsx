import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

export default function InlineModalPreview() {
  const [open, setOpen] = React.useState(false);
  const containerRef = React.useRef<HTMLDivElement>(null);
  const titleId = React.useId();

  return (
    <Box
      ref={containerRef}
      sx={{
        position: 'relative',
        height: 240,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 2,
      }}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        This frame stands in for a phone screen in a design review.
      </Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Preview sign-out prompt
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        disablePortal
        disableScrollLock
        container={() => containerRef.current}
        aria-labelledby={titleId}
        sx={{ position: 'absolute', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
        slotProps={{ backdrop: { sx: { position: 'absolute' } } }}
      >
        <Box sx={{ bgcolor: 'background.paper', borderRadius: 2, boxShadow: 8, p: 2, width: 220 }}>
          <Typography id={titleId} variant="subtitle1" component="h2">
            Sign out of all devices?
          </Typography>
          <Button size="small" sx={{ mt: 1 }} onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </Box>
      </Modal>
    </Box>
  );
}
