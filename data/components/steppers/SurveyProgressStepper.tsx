import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MobileStepper from '@mui/material/MobileStepper';
import Typography from '@mui/material/Typography';

const coreQuestions = [
  'How often do you use the library?',
  'Which branch do you visit most?',
  'How easy is it to find a book on the shelves?',
  'Would you recommend the library to a friend?',
];
const appQuestions = [
  'How often do you renew loans in the app?',
  'Do the due-date reminders arrive on time?',
  'What is missing from the app?',
];

export default function SurveyProgressStepper() {
  const [activeStep, setActiveStep] = React.useState(0);
  const [usesApp, setUsesApp] = React.useState(false);
  // Answering "yes" inserts the app questions after the first one.
  const questions = usesApp
    ? [coreQuestions[0], ...appQuestions, ...coreQuestions.slice(1)]
    : coreQuestions;
  const total = questions.length;

  return (
    <Box sx={{ maxWidth: 420, width: '100%', mx: 'auto' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Question {activeStep + 1} of {total}
      </Typography>
      <Typography sx={{ mt: 1, minHeight: 48 }}>{questions[activeStep]}</Typography>
      <Box sx={{ minHeight: 42 }}>
        {activeStep === 0 && (
          <FormControlLabel
            control={<Checkbox checked={usesApp} onChange={(event) => setUsesApp(event.target.checked)} />}
            label="I also use the mobile app"
          />
        )}
      </Box>
      <MobileStepper
        variant="progress"
        steps={total}
        position="static"
        activeStep={activeStep}
        slotProps={{ progress: { 'aria-label': 'Survey progress' } }}
        sx={{ px: 0, bgcolor: 'transparent' }}
        backButton={
          <Button size="small" disabled={activeStep === 0} onClick={() => setActiveStep(activeStep - 1)}>
            Back
          </Button>
        }
        nextButton={
          <Button size="small" disabled={activeStep === total - 1} onClick={() => setActiveStep(activeStep + 1)}>
            Next
          </Button>
        }
      />
    </Box>
  );
}
