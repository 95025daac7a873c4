import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const questions = [
  {
    question: 'Can I change my plan later?',
    answer: 'Yes. Upgrades apply immediately; downgrades take effect at the end of the billing period.',
  },
  {
    question: 'Do you offer refunds?',
    answer: 'Annual plans can be refunded in full within 30 days of purchase.',
  },
  {
    question: 'Is my data exported when I cancel?',
    answer: 'You can download a ZIP of every project for 90 days after cancelling.',
  },
];

export default function BasicAccordion() {
  const id = React.useId();

  return (
    <div>
      {questions.map((item, index) => (
        <Accordion key={item.question}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${id}-header-${index}`}
            aria-controls={`${id}-content-${index}`}
          >
            <Typography component="span">{item.question}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2" color="text.secondary">
              {item.answer}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
