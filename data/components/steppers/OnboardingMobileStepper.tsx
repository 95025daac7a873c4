import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

const tips = [
  { title: 'Track your habits', text: 'Add the habits you want to build and set how often to do them.' },
  { title: 'Get gentle reminders', text: 'Choose a time of day and we will nudge you once, never more.' },
  { title: 'See your streaks', text: 'Every day you keep a habit adds to its streak on the home screen.' },
  { title: 'Share with a friend', text: 'Invite someone to keep each other accountable.' },
];

export default function OnboardingMobileStepper() {
  const [activeStep, setActiveStep] = React.useState(0);
  const maxSteps = tips.length;

  return (
    <Box sx={{ maxWidth: 360, width: '100%', mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: 2, minHeight: 110 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Tip {activeStep + 1} of {maxSteps}
        </Typography>
        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 'medium' }}>
          {tips[activeStep].title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {tips[activeStep].text}
        </Typography>
      </Paper>
      <MobileStepper
        variant="dots"
        steps={maxSteps}
        position="static"
        activeStep={activeStep}
        nextButton={
          <Button size="small" onClick={() => setActiveStep(activeStep + 1)} disabled={activeStep === maxSteps - 1}>
            Next
            <KeyboardArrowRight />
          </Button>
        }
        backButton={
          <Button size="small" onClick={() => setActiveStep(activeStep - 1)} disabled={activeStep === 0}>
            <KeyboardArrowLeft />
            Back
          </Button>
        }
      />
    </Box>
  );
}
