import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const keys = [
  { name: 'CI deploy key', created: 'Mar 3' },
  { name: 'Analytics export', created: 'Jan 18' },
];

export default function ButtonSizeContexts() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      {/* Dense table rows: small buttons keep the row height down. */}
      <Paper variant="outlined">
        {keys.map((key) => (
          <Stack
            key={key.name}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', px: 2, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Typography variant="body2" sx={{ flexGrow: 1 }}>
              {key.name}
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                {` · created ${key.created}`}
              </Typography>
            </Typography>
            <Button size="small">Rotate</Button>
            <Button size="small" color="error">
              Revoke
            </Button>
          </Stack>
        ))}
        {/* A regular form footer: the default medium size. */}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', p: 1.5 }}>
          <Button variant="outlined">Cancel</Button>
          <Button variant="contained">Create key</Button>
        </Stack>
      </Paper>
      {/* A landing page call to action: large. */}
      <Button variant="contained" size="large" sx={{ alignSelf: 'flex-start' }}>
        Start a 14-day trial
      </Button>
    </Stack>
  );
}
