import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const sections = [
  { title: 'Delivery status', body: 'Out for delivery. Expected today between 14:00 and 16:00.', open: true },
  { title: 'Items (3)', body: 'Linen shirt (M), canvas tote, travel mug.', open: false },
  { title: 'Payment', body: 'Visa ending 4417, charged €86.50 on 12 May.', open: false },
];

export default function OrderStatusAccordion() {
  const id = React.useId();

  return (
    <div>
      {sections.map((section, index) => (
        <Accordion key={section.title} defaultExpanded={section.open}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${id}-header-${index}`}
            aria-controls={`${id}-content-${index}`}
          >
            <Typography component="span">{section.title}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {section.body}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
