import Stack from '@mui/material/Stack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export default function FilledStatusBanners() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {/* The default error colours keep white text readable in light and dark mode. */}
      <Alert
        variant="filled"
        severity="error"
        action={
          <Button color="inherit" size="small">
            Status page
          </Button>
        }
      >
        Card payments are failing for 12% of checkouts.
      </Alert>
      {/* White on the default orange is too faint, so this one switches to black text. */}
      <Alert variant="filled" severity="warning" sx={{ color: 'common.black' }}>
        Scheduled maintenance tonight from 23:00 to 23:30 UTC.
      </Alert>
    </Stack>
  );
}
