import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = [
  { label: 'Create a project', text: 'Give the project a name and choose the region closest to your users.' },
  { label: 'Connect a repository', text: 'Install the app on your Git host and pick the repository to deploy.' },
  { label: 'Configure the build', text: 'Set the build command, the output folder and any environment variables.' },
];

export default function VerticalStepper() {
  const [activeStep, setActiveStep] = React.useState(0);

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Stepper activeStep={activeStep} orientation="vertical">
        {steps.map((step, index) => (
          <Step key={step.label}>
            <StepLabel optional={index === steps.length - 1 ? <Typography variant="caption">Last step</Typography> : undefined}>
              {step.label}
            </StepLabel>
            <StepContent>
              <Typography variant="body2">{step.text}</Typography>
              <Box sx={{ mt: 2, display: 'flex', gap: 1 }}>
                <Button variant="contained" size="small" onClick={() => setActiveStep(index + 1)}>
                  {index === steps.length - 1 ? 'Deploy' : 'Continue'}
                </Button>
                <Button size="small" disabled={index === 0} onClick={() => setActiveStep(index - 1)}>
                  Back
                </Button>
              </Box>
            </StepContent>
          </Step>
        ))}
      </Stepper>
      {activeStep === steps.length && (
        <Paper square elevation={0} sx={{ p: 3 }}>
          <Typography>Your first deployment is running.</Typography>
          <Button size="small" onClick={() => setActiveStep(0)} sx={{ mt: 1 }}>
            Set up another project
          </Button>
        </Paper>
      )}
    </Box>
  );
}
