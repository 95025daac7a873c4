import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const steps = [
  { title: '1. Shipping address', body: '12 Harbour Street, Leith, EH6 6QQ', disabled: false },
  { title: '2. Delivery method', body: 'Standard delivery, 3 to 5 working days', disabled: false },
  { title: '3. Payment (complete the steps above first)', body: '', disabled: true },
];

export default function DisabledAccordion() {
  const id = React.useId();

  return (
    <div>
      {steps.map((step, index) => (
        <Accordion key={step.title} disabled={step.disabled} disableGutters>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${id}-header-${index}`}
            aria-controls={`${id}-content-${index}`}
          >
            <Typography component="span">{step.title}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{step.body}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
