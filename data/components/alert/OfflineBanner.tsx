import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function OfflineBanner() {
  const [offline, setOffline] = React.useState(false);

  return (
    <Box sx={{ width: '100%', maxWidth: 480 }}>
      <FormControlLabel
        control={<Switch checked={offline} onChange={(event) => setOffline(event.target.checked)} />}
        label="Simulate a lost connection"
      />
      {/* unmountOnExit: the alert is inserted when the connection drops, so it is announced. */}
      <Collapse in={offline} unmountOnExit>
        <Alert severity="warning" sx={{ mt: 1 }}>
          You are offline. Your edits are kept on this device and will sync when you reconnect.
        </Alert>
      </Collapse>
      <Box sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Typography sx={{ fontWeight: 'medium' }}>Trip notes: Lisbon</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Tram 28 early, before the crowds. Book the tile museum for Thursday.
        </Typography>
      </Box>
    </Box>
  );
}
