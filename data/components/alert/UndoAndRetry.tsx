import * as React from 'react';
import Stack from '@mui/material/Stack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';

export default function UndoAndRetry() {
  const [showArchived, setShowArchived] = React.useState(true);
  const [retries, setRetries] = React.useState(0);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Collapse in={showArchived}>
        <Alert severity="info" onClose={() => setShowArchived(false)}>
          3 conversations were archived.
        </Alert>
      </Collapse>
      {!showArchived && (
        <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setShowArchived(true)}>
          Show the message again
        </Button>
      )}
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => setRetries((n) => n + 1)}>
            Retry
          </Button>
        }
      >
        Sync paused: the server didn’t answer.{retries > 0 && ` Retried ${retries} time${retries > 1 ? 's' : ''}.`}
      </Alert>
    </Stack>
  );
}
