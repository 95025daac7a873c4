import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function KeepMountedModal() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Write feedback
      </Button>
      <Modal keepMounted open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <Box
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            width: 'min(90vw, 420px)',
            bgcolor: 'background.paper',
            borderRadius: 2,
            boxShadow: 24,
            p: 3,
          }}
        >
          <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
            Feedback
          </Typography>
          {/* Uncontrolled: the text survives closing because the modal stays mounted. */}
          <TextField label="What could be better?" multiline minRows={3} fullWidth />
          <Button sx={{ mt: 2 }} onClick={() => setOpen(false)}>
            Close and keep draft
          </Button>
        </Box>
      </Modal>
    </div>
  );
}
