import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';

const STORAGE_KEY = 'docs-demo-maintenance-notice';

export default function DismissibleNotice() {
  // Same initial value on the server and in the browser: the notice is visible.
  const [dismissed, setDismissed] = React.useState(false);

  // Browser-only state is read after hydration, never during the first render.
  React.useEffect(() => {
    setDismissed(window.localStorage.getItem(STORAGE_KEY) === 'dismissed');
  }, []);

  const update = (value: boolean) => {
    setDismissed(value);
    if (value) {
      window.localStorage.setItem(STORAGE_KEY, 'dismissed');
    } else {
      window.localStorage.removeItem(STORAGE_KEY);
    }
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Collapse in={!dismissed} sx={{ width: '100%' }}>
        <Alert severity="info" onClose={() => update(true)}>
          Scheduled maintenance on Sunday from 02:00 to 03:00 UTC.
        </Alert>
      </Collapse>
      <Button size="small" disabled={!dismissed} onClick={() => update(false)}>
        Show the notice again
      </Button>
    </Stack>
  );
}
