import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

type Frequency = 'weekly' | 'monthly';

export default function NewsletterSignup() {
  const [email, setEmail] = React.useState('');
  const [frequency, setFrequency] = React.useState<Frequency>('weekly');
  const [consent, setConsent] = React.useState(false);
  const [subscribed, setSubscribed] = React.useState<string | null>(null);
  const emailIsValid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubscribed(`${email} will get the ${frequency} digest.`);
  };

  return (
    <Stack component="form" spacing={2} onSubmit={handleSubmit} sx={{ width: '100%', maxWidth: 360 }}>
      <TextField label="Email address" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <FormControl>
        <InputLabel id="newsletter-frequency-label">Frequency</InputLabel>
        <Select
          labelId="newsletter-frequency-label"
          label="Frequency"
          value={frequency}
          onChange={(event) => setFrequency(event.target.value as Frequency)}
        >
          <MenuItem value="weekly">Weekly</MenuItem>
          <MenuItem value="monthly">Monthly</MenuItem>
        </Select>
      </FormControl>
      <FormControlLabel
        control={<Checkbox checked={consent} onChange={(event) => setConsent(event.target.checked)} />}
        label="I agree to receive the newsletter"
      />
      <Button type="submit" variant="contained" disabled={!emailIsValid || !consent}>
        Subscribe
      </Button>
      {subscribed && <Alert severity="success">{subscribed}</Alert>}
    </Stack>
  );
}
