import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PublishOverlay() {
  const [publishing, setPublishing] = React.useState(false);
  const [status, setStatus] = React.useState('');

  React.useEffect(() => {
    if (!publishing) {
      return undefined;
    }
    const timer = setTimeout(() => {
      setPublishing(false);
      setStatus('Article published.');
    }, 2500);
    return () => clearTimeout(timer);
  }, [publishing]);

  return (
    <Box sx={{ p: 3 }}>
      <Typography component="h2" variant="h5" gutterBottom>
        Ten tips for calmer mornings
      </Typography>
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>Draft · last edited by Sam</Typography>
      <Button
        variant="contained"
        onClick={() => {
          setStatus('Publishing…');
          setPublishing(true);
        }}
      >
        Publish
      </Button>
      <Typography role="status" sx={{ mt: 2 }}>
        {status}
      </Typography>
      <Backdrop open={publishing} sx={(theme) => ({ zIndex: theme.zIndex.drawer + 1, color: '#fff' })}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress color="inherit" />
          <Typography>Publishing your article…</Typography>
        </Stack>
      </Backdrop>
    </Box>
  );
}
