import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import CheckIcon from '@mui/icons-material/Check';

export default function FabWithProgress() {
  const [status, setStatus] = React.useState<'idle' | 'uploading' | 'done'>('idle');

  const handleClick = () => {
    if (status === 'uploading') return;
    setStatus('uploading');
    window.setTimeout(() => setStatus('done'), 2000);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Box sx={{ position: 'relative' }}>
        <Fab
          aria-label={status === 'done' ? 'Upload again' : 'Upload backup'}
          color={status === 'done' ? 'success' : 'primary'}
          onClick={handleClick}
          aria-busy={status === 'uploading'}
        >
          {status === 'done' ? <CheckIcon /> : <CloudUploadIcon />}
        </Fab>
        {status === 'uploading' && (
          <CircularProgress
            size={68}
            color="success"
            aria-label="Uploading backup"
            sx={{ position: 'absolute', top: -6, left: -6 }}
          />
        )}
      </Box>
      <Typography variant="body2" aria-live="polite">
        {status === 'idle' && 'Back up your photos to the cloud.'}
        {status === 'uploading' && 'Uploading…'}
        {status === 'done' && 'Backup complete.'}
      </Typography>
    </Stack>
  );
}
