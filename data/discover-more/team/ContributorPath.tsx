import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = [
  {
    label: 'Use it and report what breaks',
    detail: 'A clear issue with a minimal reproduction is the first contribution most people make.',
  },
  {
    label: 'Answer and reproduce',
    detail: 'Confirm other reports and answer questions; you learn the codebase from the outside in.',
  },
  {
    label: 'Send a first pull request',
    detail: 'Start with a docs fix or a small bug labelled as a good first issue.',
  },
  { label: 'Own an area', detail: 'Regular contributions to one component build the context maintainers rely on.' },
  {
    label: 'Join the team',
    detail: 'Open roles are listed on the careers page; a public track record speaks for itself.',
  },
];

export default function ContributorPath() {
  const [active, setActive] = React.useState(0);

  return (
    <Box sx={{ maxWidth: 440 }}>
      <Stepper activeStep={active} orientation="vertical">
        {steps.map((step, index) => (
          <Step key={step.label}>
            <StepLabel>{step.label}</StepLabel>
            <StepContent>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {step.detail}
              </Typography>
              <Box sx={{ mt: 1.5, display: 'flex', gap: 1 }}>
                <Button size="small" variant="contained" onClick={() => setActive(index + 1)}>
                  {index === steps.length - 1 ? 'Finish' : 'Next'}
                </Button>
                <Button size="small" disabled={index === 0} onClick={() => setActive(index - 1)}>
                  Back
                </Button>
              </Box>
            </StepContent>
          </Step>
        ))}
      </Stepper>
      {active === steps.length ? (
        <Button size="small" onClick={() => setActive(0)} sx={{ mt: 1 }}>
          Start again
        </Button>
      ) : null}
    </Box>
  );
}
