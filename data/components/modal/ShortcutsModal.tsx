import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

const shortcuts = [
  { keys: 'Ctrl + K', action: 'Open the command palette' },
  { keys: 'Ctrl + S', action: 'Save the current draft' },
  { keys: 'Ctrl + /', action: 'Toggle comments' },
];

export default function ShortcutsModal() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();
  const descriptionId = React.useId();

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Keyboard shortcuts
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
      >
        <Box
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            width: 'min(90vw, 380px)',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            boxShadow: 24,
            p: 3,
          }}
        >
          <Typography id={titleId} variant="h6" component="h2">
            Keyboard shortcuts
          </Typography>
          <Typography id={descriptionId} variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            Press Escape or click outside this panel to close it.
          </Typography>
          {shortcuts.map((shortcut) => (
            <Box key={shortcut.keys} sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5 }}>
              <Typography variant="body2">{shortcut.action}</Typography>
              <Typography variant="body2" component="kbd" sx={{ fontFamily: 'monospace' }}>
                {shortcut.keys}
              </Typography>
            </Box>
          ))}
          <Button sx={{ mt: 2 }} onClick={() => setOpen(false)}>
            Got it
          </Button>
        </Box>
      </Modal>
    </div>
  );
}
