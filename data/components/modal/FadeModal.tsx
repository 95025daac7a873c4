import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

export default function FadeModal() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        What&apos;s new
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        closeAfterTransition
        aria-labelledby={titleId}
        slots={{ backdrop: Backdrop }}
        slotProps={{ backdrop: { timeout: 400 } }}
      >
        <Fade in={open} timeout={400}>
          <Box
            sx={{
              position: 'absolute',
              top: '50%',
              left: '50%',
              transform: 'translate(-50%, -50%)',
              width: 'min(90vw, 400px)',
              bgcolor: 'background.paper',
              borderRadius: 2,
              boxShadow: 24,
              p: 3,
            }}
          >
            <Typography id={titleId} variant="h6" component="h2">
              Release 4.2
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              Shared boards, faster search and a dark theme for the mobile app.
            </Typography>
            <Button sx={{ mt: 2 }} onClick={() => setOpen(false)}>
              Close
            </Button>
          </Box>
        </Fade>
      </Modal>
    </div>
  );
}
