import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export default function LinearWithLabel() {
  const [progress, setProgress] = React.useState(20);
  const labelId = React.useId();

  React.useEffect(() => {
    const timer = setInterval(() => {
      setProgress((previous) => (previous >= 100 ? 0 : Math.min(previous + 8, 100)));
    }, 700);
    return () => clearInterval(timer);
  }, []);

  return (
    <Box sx={{ width: '100%', maxWidth: 480 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={labelId} variant="body2">
          Importing contacts
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`${Math.round(progress)}%`}
        </Typography>
      </Box>
      <LinearProgress variant="determinate" value={progress} aria-labelledby={labelId} />
    </Box>
  );
}
