import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const toSlug = (text: string) =>
  text
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export default function ProfileControlledFields() {
  // Controlled: React state owns the value and the UI reacts to every keystroke.
  const [teamName, setTeamName] = React.useState('Design Systems');
  // Uncontrolled: the DOM owns the value; read it when needed.
  const mottoRef = React.useRef<HTMLInputElement>(null);
  const [savedMotto, setSavedMotto] = React.useState('');

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Stack spacing={1} sx={{ flex: 1 }}>
        <TextField
          label="Team name"
          value={teamName}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => setTeamName(event.target.value)}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          URL: tracker.example.com/{toSlug(teamName) || '…'}
        </Typography>
      </Stack>
      <Stack spacing={1} sx={{ flex: 1, alignItems: 'flex-start' }}>
        <TextField label="Team motto" defaultValue="Ship small, ship often" inputRef={mottoRef} fullWidth />
        <Button size="small" onClick={() => setSavedMotto(mottoRef.current?.value ?? '')}>
          Save motto
        </Button>
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
          {savedMotto ? `Saved: “${savedMotto}”` : 'Not saved yet'}
        </Typography>
      </Stack>
    </Stack>
  );
}
