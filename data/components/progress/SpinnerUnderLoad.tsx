import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

// Keeps the main thread busy, like parsing a huge file or sorting a large table.
function blockMainThread(milliseconds: number) {
  const end = performance.now() + milliseconds;
  while (performance.now() < end) {
    // Busy wait on purpose.
  }
}

export default function SpinnerUnderLoad() {
  const [busy, setBusy] = React.useState(false);

  React.useEffect(() => {
    if (!busy) {
      return undefined;
    }
    // Let the browser paint the "busy" state before the heavy work starts.
    const timer = setTimeout(() => {
      blockMainThread(1500);
      setBusy(false);
    }, 100);
    return () => clearTimeout(timer);
  }, [busy]);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        <CircularProgress aria-label="Importing spreadsheet, default animation" />
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Default
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        <CircularProgress disableShrink aria-label="Importing spreadsheet, disableShrink" />
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          disableShrink
        </Typography>
      </Box>
      <Button variant="outlined" onClick={() => setBusy(true)} disabled={busy}>
        {busy ? 'Main thread blocked…' : 'Block the main thread for 1.5 s'}
      </Button>
    </Box>
  );
}
