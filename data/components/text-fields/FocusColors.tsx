import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function FocusColors() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField label="Release name" defaultValue="v2.4 “Aurora”" />
      <TextField label="Release notes" defaultValue="Dark mode for reports" color="secondary" focused />
      <TextField
        label="Approved by"
        defaultValue="M. Okafor"
        color="success"
        variant="standard"
        focused
      />
    </Stack>
  );
}
