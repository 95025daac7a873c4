import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export default function LinearBuffer() {
  const [{ played, buffered }, setPosition] = React.useState({ played: 0, buffered: 15 });

  React.useEffect(() => {
    const timer = setInterval(() => {
      setPosition((previous) =>
        previous.played >= 100
          ? { played: 0, buffered: 15 }
          : {
              played: previous.played + 3,
              buffered: Math.min(previous.buffered + 6, 100),
            },
      );
    }, 500);
    return () => clearInterval(timer);
  }, []);

  return (
    <Box sx={{ width: '100%', maxWidth: 480 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Product tour (2:40)
      </Typography>
      <LinearProgress
        variant="buffer"
        value={played}
        valueBuffer={buffered}
        aria-label="Video playback position"
      />
    </Box>
  );
}
