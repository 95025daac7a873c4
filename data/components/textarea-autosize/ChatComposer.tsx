import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';

export default function ChatComposer() {
  const [draft, setDraft] = React.useState('');
  const [messages, setMessages] = React.useState<string[]>(['Is the deploy still planned for 3 pm?']);

  const send = () => {
    if (draft.trim()) {
      setMessages((list) => [...list, draft.trim()]);
      setDraft('');
    }
  };

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Box sx={{ mb: 1 }}>
        {messages.map((message, index) => (
          <Typography key={index} variant="body2" sx={{ whiteSpace: 'pre-wrap', py: 0.5 }}>
            {message}
          </Typography>
        ))}
      </Box>
      <Paper
        variant="outlined"
        sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, p: 1, '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main' } }}
      >
        <TextareaAutosize
          aria-label="Message"
          placeholder="Write a message. Shift+Enter adds a line."
          maxRows={5}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          style={{ flex: 1, border: 0, outline: 0, resize: 'none', font: 'inherit', background: 'transparent', color: 'inherit' }}
        />
        <IconButton aria-label="Send message" color="primary" onClick={send} disabled={!draft.trim()}>
          <SendIcon />
        </IconButton>
      </Paper>
    </Box>
  );
}
