import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function FlatConsentBar() {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 2,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { sm: 'center' },
        gap: 2,
      }}
    >
      <Typography variant="body2" sx={{ flexGrow: 1 }}>
        We use cookies to remember your playlists and to measure which features get used.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        <Button>Settings</Button>
        <Button variant="outlined">Reject</Button>
        {/* Flat like the outlined panel around it: no shadow at rest or on hover. */}
        <Button variant="contained" disableElevation>
          Accept all
        </Button>
      </Stack>
    </Paper>
  );
}
