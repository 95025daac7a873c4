import Stepper from '@mui/material/Stepper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Typography from '@mui/material/Typography';

const stages = ['Submitted', 'Automated checks', 'Code review', 'Deployed'];
const FAILED_STAGE = 1;

export default function AlternativeLabelStepper() {
  return (
    <Stepper activeStep={FAILED_STAGE} alternativeLabel sx={{ width: '100%' }}>
      {stages.map((label, index) => (
        <Step key={label}>
          <StepLabel
            error={index === FAILED_STAGE}
            optional={
              index === FAILED_STAGE ? (
                <Typography variant="caption" sx={{ color: 'error.main', display: 'block' }}>
                  2 tests failed
                </Typography>
              ) : undefined
            }
          >
            {label}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
