import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress, { CircularProgressProps } from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

function CircularProgressWithLabel(props: CircularProgressProps & { value: number }) {
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex' }}>
      <CircularProgress variant="determinate" size={64} enableTrackSlot {...props} />
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
          {`${Math.round(props.value)}%`}
        </Typography>
      </Box>
    </Box>
  );
}

export default function CircularWithLabel() {
  // Starts at a fixed value so the server and the browser render the same markup.
  const [progress, setProgress] = React.useState(10);

  React.useEffect(() => {
    const timer = setInterval(() => {
      setProgress((previous) => (previous >= 100 ? 0 : previous + 10));
    }, 800);
    return () => clearInterval(timer);
  }, []);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <CircularProgressWithLabel value={progress} aria-label="Uploading holiday-photos.zip" />
      <Box>
        <Typography variant="body2">holiday-photos.zip</Typography>
        <Typography variant="caption" color="text.secondary">
          {progress >= 100 ? 'Upload complete' : 'Uploading…'}
        </Typography>
      </Box>
    </Box>
  );
}
