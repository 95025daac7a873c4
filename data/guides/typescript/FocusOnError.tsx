import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function FocusOnError() {
  // inputRef reaches the <input>; ref on TextField would reach its root <div>.
  const emailRef = React.useRef<HTMLInputElement>(null);
  const submitRef = React.useRef<HTMLButtonElement>(null);
  const [email, setEmail] = React.useState('');
  const [error, setError] = React.useState(false);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = !email.includes('@');
    setError(invalid);
    if (invalid) {
      emailRef.current?.focus();
    } else {
      submitRef.current?.blur();
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} sx={{ maxWidth: 360 }}>
      <TextField
        label="Work email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        inputRef={emailRef}
        error={error}
        helperText={error ? 'Enter an address that contains @' : ' '}
      />
      <Button ref={submitRef} type="submit" variant="contained">
        Send invite
      </Button>
    </Stack>
  );
}
