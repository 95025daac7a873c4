import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const panel = {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  boxShadow: 24,
  p: 3,
} as const;

export default function NestedModal() {
  const [settingsOpen, setSettingsOpen] = React.useState(false);
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  const settingsTitle = React.useId();
  const confirmTitle = React.useId();

  const resetAll = () => {
    setConfirmOpen(false);
    setSettingsOpen(false);
  };

  return (
    <div>
      <Button variant="outlined" onClick={() => setSettingsOpen(true)}>
        Workspace settings
      </Button>
      <Modal open={settingsOpen} onClose={() => setSettingsOpen(false)} aria-labelledby={settingsTitle}>
        <Box sx={{ ...panel, width: 'min(90vw, 420px)' }}>
          <Typography id={settingsTitle} variant="h6" component="h2">
            Workspace settings
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', my: 1 }}>
            Resetting restores the default theme, notifications and members&apos; roles.
          </Typography>
          <Button color="error" onClick={() => setConfirmOpen(true)}>
            Reset workspace
          </Button>
          <Modal open={confirmOpen} onClose={() => setConfirmOpen(false)} aria-labelledby={confirmTitle}>
            <Box sx={{ ...panel, width: 'min(80vw, 300px)' }}>
              <Typography id={confirmTitle} variant="subtitle1" component="h2">
                Reset everything?
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
                <Button onClick={() => setConfirmOpen(false)}>Cancel</Button>
                <Button variant="contained" color="error" onClick={resetAll}>
                  Reset
                </Button>
              </Stack>
            </Box>
          </Modal>
        </Box>
      </Modal>
    </div>
  );
}
