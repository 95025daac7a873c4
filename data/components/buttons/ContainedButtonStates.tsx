import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ContainedButtonStates() {
  const [accepted, setAccepted] = React.useState(false);
  const [placed, setPlaced] = React.useState(false);

  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 360 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography>2 × Trail socks</Typography>
        <Typography>$24.00</Typography>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography>Shipping</Typography>
        <Typography>$4.50</Typography>
      </Stack>
      <Divider sx={{ my: 1 }} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>Total</Typography>
        <Typography sx={{ fontWeight: 600 }}>$28.50</Typography>
      </Stack>
      <FormControlLabel
        control={<Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />}
        label="I accept the terms of sale"
      />
      <Stack spacing={1} sx={{ mt: 1 }}>
        <Button variant="contained" disabled={!accepted || placed} onClick={() => setPlaced(true)}>
          {placed ? 'Order placed' : 'Place order'}
        </Button>
        <Button variant="contained" color="secondary" href="#contained-buttons">
          Keep shopping
        </Button>
      </Stack>
    </Paper>
  );
}
