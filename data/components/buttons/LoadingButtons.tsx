import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import RefreshIcon from '@mui/icons-material/Refresh';
import SendIcon from '@mui/icons-material/Send';

export default function LoadingButtons() {
  const [pending, setPending] = React.useState(false);
  const [savedCount, setSavedCount] = React.useState(0);

  const handleSave = () => {
    setPending(true);
    // Simulate a request that takes two seconds.
    window.setTimeout(() => {
      setPending(false);
      setSavedCount((count) => count + 1);
    }, 2000);
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Button variant="contained" loading={pending} onClick={handleSave}>
          Save
        </Button>
        <Button
          variant="outlined"
          loading={pending}
          loadingPosition="start"
          startIcon={<SaveIcon />}
          onClick={handleSave}
        >
          Save changes
        </Button>
        <Button
          variant="contained"
          loading={pending}
          loadingPosition="end"
          endIcon={<SendIcon />}
          onClick={handleSave}
        >
          Submit
        </Button>
        <IconButton aria-label="Refresh" loading={pending} onClick={handleSave}>
          <RefreshIcon />
        </IconButton>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        {pending ? 'Saving…' : `Saved ${savedCount} time${savedCount === 1 ? '' : 's'}.`}
      </Typography>
    </Stack>
  );
}
