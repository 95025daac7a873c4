import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Fade from '@mui/material/Fade';
import Typography from '@mui/material/Typography';

export default function DelayedSpinner() {
  const [status, setStatus] = React.useState<'idle' | 'loading' | 'done'>('idle');

  React.useEffect(() => {
    if (status !== 'loading') {
      return undefined;
    }
    const timer = setTimeout(() => setStatus('done'), 2500);
    return () => clearTimeout(timer);
  }, [status]);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 48 }}>
      <Button variant="outlined" onClick={() => setStatus('loading')} disabled={status === 'loading'}>
        Generate report
      </Button>
      {/* The spinner fades in only after 800 ms, so quick responses never flash it. */}
      <Fade in={status === 'loading'} style={{ transitionDelay: status === 'loading' ? '800ms' : '0ms' }} unmountOnExit>
        <CircularProgress size={28} aria-label="Generating report" />
      </Fade>
      <Typography variant="body2" color="success.main" role="status">
        {status === 'done' ? 'Report ready' : ''}
      </Typography>
    </Box>
  );
}
