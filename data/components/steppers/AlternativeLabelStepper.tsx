import Stepper from '@mui/material/Stepper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';

const stages = ['Submitted', 'Automated checks', 'Code review', 'Merged', 'Deployed'];

export default function AlternativeLabelStepper() {
  return (
    <Stepper activeStep={2} alternativeLabel sx={{ width: '100%' }}>
      {stages.map((label, index) => (
        <Step key={label} aria-current={index === 2 ? 'step' : undefined}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
