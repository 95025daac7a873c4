import * as React from 'react';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';

export default function ChatComposerInputBase() {
  const [message, setMessage] = React.useState('');

  return (
    <Paper
      component="form"
      variant="outlined"
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        setMessage('');
      }}
      sx={{ display: 'flex', alignItems: 'flex-end', p: 0.5, maxWidth: 480, borderRadius: 3 }}
    >
      <IconButton aria-label="Attach a file">
        <AttachFileIcon />
      </IconButton>
      <InputBase
        multiline
        maxRows={4}
        placeholder="Message #design-team"
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        slotProps={{ input: { 'aria-label': 'Message to #design-team' } }}
        sx={{ flex: 1, px: 1, py: 1 }}
      />
      <Divider orientation="vertical" flexItem sx={{ my: 1 }} />
      <IconButton type="submit" color="primary" aria-label="Send message" disabled={!message.trim()}>
        <SendIcon />
      </IconButton>
    </Paper>
  );
}
