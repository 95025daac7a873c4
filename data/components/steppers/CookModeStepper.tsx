import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

const instructions = [
  'Heat the oven to 200 °C and line a tray with baking paper.',
  'Cut the squash into wedges; keep the skin on.',
  'Toss with olive oil, salt and a pinch of chilli flakes.',
  'Roast for 35 minutes, turning once halfway.',
  'Scatter feta and toasted seeds over the top and serve.',
];

export default function CookModeStepper() {
  const [activeStep, setActiveStep] = React.useState(0);
  const total = instructions.length;

  return (
    <Box sx={{ maxWidth: 380, width: '100%', mx: 'auto' }}>
      <Paper square elevation={0} sx={{ px: 2, py: 1.5, bgcolor: 'action.hover' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Roasted squash · cook mode
        </Typography>
      </Paper>
      <Typography sx={{ p: 2, minHeight: 96, fontSize: '1.125rem' }}>
        {instructions[activeStep]}
      </Typography>
      <MobileStepper
        variant="text"
        steps={total}
        position="static"
        activeStep={activeStep}
        backButton={
          <Button size="small" disabled={activeStep === 0} onClick={() => setActiveStep(activeStep - 1)}>
            <KeyboardArrowLeft />
            Previous
          </Button>
        }
        nextButton={
          <Button size="small" disabled={activeStep === total - 1} onClick={() => setActiveStep(activeStep + 1)}>
            Next
            <KeyboardArrowRight />
          </Button>
        }
      />
    </Box>
  );
}
