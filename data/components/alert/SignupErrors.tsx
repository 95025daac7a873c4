import * as React from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function SignupErrors() {
  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [errors, setErrors] = React.useState<string[]>([]);
  const summaryRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    if (errors.length > 0) {
      summaryRef.current?.focus();
    }
  }, [errors]);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: string[] = [];
    if (!email.includes('@')) found.push('Enter an email address such as name@example.com.');
    if (password.length < 8) found.push('Use a password of at least 8 characters.');
    setErrors(found);
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ width: '100%', maxWidth: 400 }}>
      <Stack spacing={2}>
        {errors.length > 0 && (
          <Alert severity="error" ref={summaryRef} tabIndex={-1}>
            <AlertTitle>Fix {errors.length === 1 ? 'this problem' : `these ${errors.length} problems`}</AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </Box>
          </Alert>
        )}
        <TextField label="Email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <TextField
          label="Password"
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          Create account
        </Button>
      </Stack>
    </Box>
  );
}
