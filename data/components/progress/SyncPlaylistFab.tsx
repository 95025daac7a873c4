import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Fab from '@mui/material/Fab';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import SyncIcon from '@mui/icons-material/Sync';

type Status = 'idle' | 'syncing' | 'synced';

export default function SyncPlaylistFab() {
  const [status, setStatus] = React.useState<Status>('idle');

  React.useEffect(() => {
    if (status !== 'syncing') {
      return undefined;
    }
    // Pretend the server answers after two seconds.
    const timer = setTimeout(() => setStatus('synced'), 2000);
    return () => clearTimeout(timer);
  }, [status]);

  const messages: Record<Status, string> = {
    idle: 'Road trip mix · 24 songs',
    syncing: 'Syncing to your phone…',
    synced: 'Synced to your phone',
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box sx={{ position: 'relative', m: '6px' }}>
        <Fab
          aria-label={status === 'synced' ? 'Sync again' : 'Sync playlist'}
          color={status === 'synced' ? 'success' : 'primary'}
          onClick={() => setStatus('syncing')}
          disabled={status === 'syncing'}
        >
          {status === 'synced' ? <CheckIcon /> : <SyncIcon />}
        </Fab>
        {status === 'syncing' && (
          <CircularProgress
            size={68}
            thickness={2}
            aria-label="Syncing playlist"
            sx={{ position: 'absolute', top: -6, left: -6, zIndex: 1 }}
          />
        )}
      </Box>
      <Typography variant="body2" role="status">
        {messages[status]}
      </Typography>
    </Box>
  );
}
