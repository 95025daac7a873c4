import * as React from 'react';
import Box from '@mui/material/Box';
import Stepper from '@mui/material/Stepper';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel, { type StepLabelProps } from '@mui/material/StepLabel';
import Typography from '@mui/material/Typography';

interface CheckoutStepLabelProps extends StepLabelProps {
  summary: string;
}

// A wrapper around StepLabel that adds a summary line under the title.
function CheckoutStepLabel({ summary, children, ...other }: CheckoutStepLabelProps) {
  return (
    <StepLabel
      {...other}
      optional={<Typography variant="caption" sx={{ color: 'text.secondary' }}>{summary}</Typography>}
    >
      {children}
    </StepLabel>
  );
}
// StepButton checks muiName to decide whether its child already is a StepLabel.
// Without this line it would wrap our label in a second StepLabel (two icons).
CheckoutStepLabel.muiName = StepLabel.muiName;

const steps = [
  { title: 'Cart', summary: '3 items' },
  { title: 'Shipping', summary: 'Express, 2 days' },
  { title: 'Payment', summary: 'Card ending 4242' },
];

export default function CheckoutStepper() {
  const [activeStep, setActiveStep] = React.useState(1);

  return (
    <Box sx={{ width: '100%' }}>
      <Stepper nonLinear activeStep={activeStep}>
        {steps.map((step, index) => (
          <Step key={step.title} completed={index < activeStep}>
            <StepButton onClick={() => setActiveStep(index)}>
              <CheckoutStepLabel summary={step.summary}>{step.title}</CheckoutStepLabel>
            </StepButton>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
