import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const rows = ['Revenue by region', 'Top 10 products', 'Refund rate', 'New customers'];

export default function FrostedPreview() {
  const [progress, setProgress] = React.useState<number | null>(null);

  React.useEffect(() => {
    if (progress === null) return undefined;
    if (progress >= 100) {
      const done = setTimeout(() => setProgress(null), 400);
      return () => clearTimeout(done);
    }
    const step = setTimeout(() => setProgress(progress + 20), 350);
    return () => clearTimeout(step);
  }, [progress]);

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Paper variant="outlined" sx={{ position: 'relative', overflow: 'hidden', p: 2 }}>
        {rows.map((row) => (
          <Typography key={row} sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
            {row}
          </Typography>
        ))}
        <Backdrop
          open={progress !== null}
          transitionDuration={{ enter: 300, exit: 600 }}
          sx={(theme) => ({
            position: 'absolute',
            flexDirection: 'column',
            gap: 1,
            backdropFilter: 'blur(4px)',
            backgroundColor: theme.alpha((theme.vars ?? theme).palette.background.paper, 0.5),
          })}
        >
          <Typography sx={{ fontWeight: 'medium' }}>Exporting PDF…</Typography>
          <Box sx={{ width: '60%' }}>
            <LinearProgress variant="determinate" value={progress ?? 0} />
          </Box>
        </Backdrop>
      </Paper>
      <Button variant="outlined" disabled={progress !== null} onClick={() => setProgress(0)} sx={{ alignSelf: 'flex-start' }}>
        Export report as PDF
      </Button>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {progress === null ? '' : 'Exporting the report, please wait.'}
      </Typography>
    </Stack>
  );
}
