import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const sections = ['Company details', 'Team members', 'Integrations', 'Billing'];

export default function NonLinearStepper() {
  const [activeStep, setActiveStep] = React.useState(0);
  const [completed, setCompleted] = React.useState<Record<number, boolean>>({});
  const doneCount = Object.values(completed).filter(Boolean).length;

  const markComplete = () => {
    const next = { ...completed, [activeStep]: true };
    setCompleted(next);
    // Jump to the first section that is still open, if any.
    const firstOpen = sections.findIndex((_, index) => !next[index]);
    if (firstOpen !== -1) setActiveStep(firstOpen);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stepper nonLinear activeStep={activeStep}>
        {sections.map((label, index) => (
          <Step key={label} completed={completed[index]}>
            <StepButton color="inherit" onClick={() => setActiveStep(index)}>
              {label}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Typography sx={{ mt: 3, mb: 2 }} role="status">
        {doneCount === sections.length
          ? 'Workspace set up. You can still revisit any section.'
          : `Editing “${sections[activeStep]}”. ${doneCount} of ${sections.length} sections done.`}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button color="inherit" disabled={activeStep === 0} onClick={() => setActiveStep(activeStep - 1)}>
          Previous
        </Button>
        <Button disabled={activeStep === sections.length - 1} onClick={() => setActiveStep(activeStep + 1)}>
          Next
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" disabled={completed[activeStep]} onClick={markComplete}>
          {completed[activeStep] ? 'Completed' : 'Mark as complete'}
        </Button>
      </Box>
    </Box>
  );
}
