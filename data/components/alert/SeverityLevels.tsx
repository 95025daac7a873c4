import Stack from '@mui/material/Stack';
import Alert from '@mui/material/Alert';

export default function SeverityLevels() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert severity="success">Your profile changes were saved.</Alert>
      <Alert severity="info">A new version of the app is available. It will install on restart.</Alert>
      <Alert severity="warning">Your storage is 90% full. Remove old files to keep syncing.</Alert>
      <Alert severity="error">We couldn’t reach the payment server. Check your connection.</Alert>
    </Stack>
  );
}
