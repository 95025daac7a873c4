import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function SignUpCard() {
  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [newsletter, setNewsletter] = React.useState(true);
  const [submitted, setSubmitted] = React.useState(false);
  const [done, setDone] = React.useState(false);

  const emailError = submitted && !/^\S+@\S+\.\S+$/.test(email);
  const passwordError = submitted && password.length < 8;

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (/^\S+@\S+\.\S+$/.test(email) && password.length >= 8) {
      setDone(true);
    }
  };

  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 380 }}>
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          Create your account
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Start a free 14-day trial. No card required.
        </Typography>
        {done ? (
          <Alert severity="success" onClose={() => setDone(false)}>
            Welcome aboard! We sent a confirmation link to {email}.
          </Alert>
        ) : (
          <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit}>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={emailError}
              helperText={emailError ? 'Enter an address like name@example.com' : ' '}
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={passwordError}
              helperText={passwordError ? 'Use at least 8 characters' : 'At least 8 characters'}
            />
            <FormControlLabel
              control={<Checkbox checked={newsletter} onChange={(event) => setNewsletter(event.target.checked)} />}
              label="Send me product updates once a month"
            />
            <Button type="submit" variant="contained" size="large">
              Sign up
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
