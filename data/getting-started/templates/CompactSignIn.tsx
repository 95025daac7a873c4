import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import GoogleIcon from '@mui/icons-material/Google';

type Errors = { email?: string; password?: string };

export default function CompactSignIn() {
  const [errors, setErrors] = React.useState<Errors>({});
  const [signedIn, setSignedIn] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '');
    const password = String(data.get('password') ?? '');
    const next: Errors = {};
    if (!/^\S+@\S+\.\S+$/.test(email)) next.email = 'Enter a valid email address.';
    if (password.length < 8) next.password = 'Use at least 8 characters.';
    setErrors(next);
    setSignedIn(Object.keys(next).length === 0 ? email : null);
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 380, mx: 'auto', p: 3 }}>
      <Typography variant="h5" component="h3" sx={{ mb: 2 }}>
        Sign in
      </Typography>
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2 }}>
        <TextField
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          size="small"
          error={Boolean(errors.email)}
          helperText={errors.email}
        />
        <TextField
          name="password"
          type="password"
          label="Password"
          autoComplete="current-password"
          size="small"
          error={Boolean(errors.password)}
          helperText={errors.password}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <FormControlLabel control={<Checkbox name="remember" size="small" />} label="Remember me" />
          {/* In an app this links to the reset page; here it is a button that goes nowhere. */}
          <Link component="button" type="button" variant="body2">
            Forgot password?
          </Link>
        </Box>
        <Button type="submit" variant="contained">
          Sign in
        </Button>
        <Divider>or</Divider>
        <Button variant="outlined" startIcon={<GoogleIcon />}>
          Continue with Google
        </Button>
        <Typography variant="body2" role="status" sx={{ color: 'success.main', minHeight: 20 }}>
          {signedIn ? `Welcome back, ${signedIn}.` : ''}
        </Typography>
      </Box>
    </Card>
  );
}
