import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const steps = ['Event details', 'Tickets', 'Publish'];
const TICKETS = 1;

export default function EventStepperWithError() {
  const [activeStep, setActiveStep] = React.useState(TICKETS);
  const [price, setPrice] = React.useState('');
  // The demo opens just after a rejected "Next" on the Tickets step.
  const [triedNext, setTriedNext] = React.useState(true);
  const priceInvalid = !(Number(price) > 0);
  const ticketsError = triedNext && priceInvalid;

  const handleNext = () => {
    if (activeStep === TICKETS && priceInvalid) {
      setTriedNext(true);
      return;
    }
    setActiveStep((step) => step + 1);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stepper activeStep={activeStep}>
        {steps.map((label, index) => {
          const error = index === TICKETS && ticketsError;
          return (
            <Step key={label}>
              <StepLabel
                error={error}
                optional={
                  error ? (
                    <Typography variant="caption" sx={{ color: 'error.main' }}>
                      Price missing
                    </Typography>
                  ) : undefined
                }
              >
                {label}
              </StepLabel>
            </Step>
          );
        })}
      </Stepper>
      <Box sx={{ my: 3, minHeight: 80 }}>
        {activeStep === 0 && <Typography>Jazz night at the Blue Room, 14 March, 20:00.</Typography>}
        {activeStep === TICKETS && (
          <TextField
            label="Ticket price"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            error={ticketsError}
            helperText={ticketsError ? 'Enter a price above 0 to continue.' : ' '}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">€</InputAdornment> },
            }}
          />
        )}
        {activeStep === 2 && <Typography>Tickets at €{price}. Ready to go live.</Typography>}
        {activeStep === steps.length && <Typography>The event is live.</Typography>}
      </Box>
      {activeStep === steps.length ? (
        <Button
          onClick={() => {
            setActiveStep(0);
            setPrice('');
            setTriedNext(false);
          }}
        >
          Create another event
        </Button>
      ) : (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            color="inherit"
            disabled={activeStep === 0}
            onClick={() => setActiveStep((step) => step - 1)}
          >
            Back
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button variant="contained" onClick={handleNext}>
            {activeStep === steps.length - 1 ? 'Publish' : 'Next'}
          </Button>
        </Box>
      )}
    </Box>
  );
}
