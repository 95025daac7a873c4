import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

const steps = ['Cart', 'Delivery address', 'Payment', 'Review order'];

export default function CheckoutStepProgress() {
  const [step, setStep] = React.useState(1);
  const labelId = React.useId();

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <Typography id={labelId} variant="body2" sx={{ mb: 1 }}>
        Step {step + 1} of {steps.length}: {steps[step]}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={((step + 1) / steps.length) * 100}
        aria-labelledby={labelId}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2 }}>
        <Button disabled={step === 0} onClick={() => setStep((current) => current - 1)}>
          Back
        </Button>
        <Button
          variant="contained"
          disabled={step === steps.length - 1}
          onClick={() => setStep((current) => current + 1)}
        >
          Continue
        </Button>
      </Box>
    </Box>
  );
}
