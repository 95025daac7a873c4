import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

export default function NativeNumberInputs() {
  // Both inputs hand back strings: keep the text in state, derive the numbers.
  const [nights, setNights] = React.useState('3');
  const [rate, setRate] = React.useState('129.90');

  const nightCount = nights === '' ? NaN : Number(nights);
  const nightsValid = Number.isInteger(nightCount) && nightCount >= 1 && nightCount <= 21;
  const rateValid = /^\d{1,4}([.,]\d{1,2})?$/.test(rate);
  const nightlyRate = Number(rate.replace(',', '.'));

  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <TextField
        label="Nights"
        type="number"
        value={nights}
        onChange={(event) => setNights(event.target.value)}
        error={!nightsValid}
        helperText={nightsValid ? 'Stays of 1 to 21 nights' : 'Enter a whole number from 1 to 21'}
        slotProps={{ htmlInput: { min: 1, max: 21, step: 1 } }}
      />
      <TextField
        label="Nightly rate (EUR)"
        value={rate}
        onChange={(event) => setRate(event.target.value)}
        error={!rateValid}
        helperText={
          rateValid ? 'Up to two decimals' : 'Use digits, with an optional . or , for cents'
        }
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Total: {nightsValid && rateValid ? euros.format(nightCount * nightlyRate) : '—'}
      </Typography>
    </Stack>
  );
}
