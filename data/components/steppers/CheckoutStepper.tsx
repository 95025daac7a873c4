import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Shipping address', 'Gift wrapping', 'Payment', 'Review order'];
const OPTIONAL_STEP = 1;

export default function CheckoutStepper() {
  const [activeStep, setActiveStep] = React.useState(0);
  const [skipped, setSkipped] = React.useState<number[]>([]);
  const finished = activeStep === steps.length;

  const handleNext = () => {
    setSkipped((current) => current.filter((step) => step !== activeStep));
    setActiveStep((step) => step + 1);
  };
  const handleSkip = () => {
    setSkipped((current) => [...current, activeStep]);
    setActiveStep((step) => step + 1);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stepper activeStep={activeStep}>
        {steps.map((label, index) => (
          <Step
            key={label}
            completed={index < activeStep && !skipped.includes(index)}
            aria-current={index === activeStep ? 'step' : undefined}
          >
            <StepLabel optional={index === OPTIONAL_STEP ? <Typography variant="caption">Optional</Typography> : undefined}>
              {label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ mt: 3, minHeight: 48 }}>
        <Typography role="status">
          {finished ? 'Order placed. A confirmation email is on its way.' : `Step ${activeStep + 1} of ${steps.length}: ${steps[activeStep]}`}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {finished ? (
          <Button onClick={() => { setActiveStep(0); setSkipped([]); }}>Start a new order</Button>
        ) : (
          <>
            <Button color="inherit" disabled={activeStep === 0} onClick={() => setActiveStep((step) => step - 1)}>
              Back
            </Button>
            <Box sx={{ flex: 1 }} />
            {activeStep === OPTIONAL_STEP && (
              <Button color="inherit" onClick={handleSkip}>
                Skip
              </Button>
            )}
            <Button variant="contained" onClick={handleNext}>
              {activeStep === steps.length - 1 ? 'Place order' : 'Next'}
            </Button>
          </>
        )}
      </Box>
    </Box>
  );
}
