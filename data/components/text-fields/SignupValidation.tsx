import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function SignupValidation() {
  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [touched, setTouched] = React.useState({ email: false, password: false });
  const [submitted, setSubmitted] = React.useState(false);

  const emailError = !emailPattern.test(email);
  const passwordError = password.length < 8;
  const showEmailError = (touched.email || submitted) && emailError;
  const showPasswordError = (touched.password || submitted) && passwordError;

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ maxWidth: 360 }}>
      <Stack spacing={2}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setTouched((prev) => ({ ...prev, email: true }))}
          error={showEmailError}
          helperText={showEmailError ? 'Enter an address like name@example.com' : ' '}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          onBlur={() => setTouched((prev) => ({ ...prev, password: true }))}
          error={showPasswordError}
          helperText={
            showPasswordError
              ? `${8 - password.length} more character(s) needed`
              : 'At least 8 characters'
          }
        />
        <Button type="submit" variant="contained">
          Create account
        </Button>
        <Typography role="status" variant="body2" color="text.secondary">
          {submitted && !emailError && !passwordError ? 'Account ready to be created.' : ''}
        </Typography>
      </Stack>
    </Box>
  );
}
