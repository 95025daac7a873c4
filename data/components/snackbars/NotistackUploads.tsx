import * as React from 'react';
import { SnackbarKey, SnackbarProvider, useSnackbar } from 'notistack';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';

const files = ['cover-art.png', 'track-01.flac', 'liner-notes.pdf'];

function UploadButtons() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const dismiss = (key: SnackbarKey) => (
    <IconButton aria-label="Dismiss" color="inherit" size="small" onClick={() => closeSnackbar(key)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button
        variant="outlined"
        onClick={() => files.forEach((file) => enqueueSnackbar(`${file} uploaded`, { action: dismiss }))}
      >
        Upload album
      </Button>
      <Button
        variant="outlined"
        color="error"
        onClick={() =>
          enqueueSnackbar('track-02.flac is over the 200 MB limit', {
            variant: 'error',
            persist: true,
            preventDuplicate: true,
            action: dismiss,
          })
        }
      >
        Upload a large file
      </Button>
    </Stack>
  );
}

export default function NotistackUploads() {
  return (
    <SnackbarProvider maxSnack={3} autoHideDuration={4000}>
      <UploadButtons />
    </SnackbarProvider>
  );
}
