import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function DividerWithText() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Button variant="outlined" fullWidth>
        Continue with your company account
      </Button>
      <Divider>
        <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
          or
        </Typography>
      </Divider>
      <TextField label="Email address" type="email" size="small" fullWidth />
      <Button variant="contained" fullWidth>
        Email me a sign-in link
      </Button>
      <Divider textAlign="left" sx={{ pt: 2 }}>
        <Typography variant="overline">Need help?</Typography>
      </Divider>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Ask your workspace administrator to invite you again.
      </Typography>
    </Stack>
  );
}
