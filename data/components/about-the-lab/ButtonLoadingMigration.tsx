import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import SendIcon from '@mui/icons-material/Send';

export default function ButtonLoadingMigration() {
  const [sending, setSending] = React.useState(false);

  const handleSend = () => {
    setSending(true);
    // Pretend the request takes two seconds.
    window.setTimeout(() => setSending(false), 2000);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
      <Button variant="contained" loading={sending} onClick={handleSend}>
        Send invoice
      </Button>
      <Button
        variant="outlined"
        loading={sending}
        loadingPosition="end"
        endIcon={<SendIcon />}
        onClick={handleSend}
      >
        Send reminder
      </Button>
    </Stack>
  );
}
