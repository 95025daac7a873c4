import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';

export default function TermsCheckbox() {
  const [accepted, setAccepted] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={accepted}
            onChange={(event, checked) => setAccepted(checked)}
            name="terms"
          />
        }
        label="I agree to the terms of service and the privacy policy"
      />
      <Button variant="contained" disabled={!accepted}>
        Create account
      </Button>
    </Stack>
  );
}
