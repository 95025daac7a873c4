import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const LIMIT = 280;

export default function FeedbackMultiline() {
  const [message, setMessage] = React.useState(
    'The export to CSV works well, but I would like to choose the columns.',
  );

  return (
    <Stack spacing={3} sx={{ maxWidth: 480 }}>
      <TextField
        label="Your feedback"
        multiline
        minRows={3}
        maxRows={8}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={message.length > LIMIT}
        helperText={`${message.length} / ${LIMIT} characters`}
        fullWidth
      />
      <TextField
        label="Shipping notes"
        multiline
        rows={4}
        variant="filled"
        defaultValue={'Leave at the back door.\nRing twice.'}
        fullWidth
      />
    </Stack>
  );
}
