import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionSummary from '@mui/material/AccordionSummary';
import AccordionDetails from '@mui/material/AccordionDetails';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const questions = [
  { id: 'refunds', q: 'Can I get a refund?', a: 'Yes, within 30 days of purchase.' },
  { id: 'seats', q: 'Can I add seats later?', a: 'Any time, from the billing page.' },
  { id: 'invoices', q: 'Where are my invoices?', a: 'Under Settings, then Billing.' },
];

export default function FaqAccordions() {
  // Controlled: this component owns which panel is open, so only one opens at a time.
  const [expanded, setExpanded] = React.useState<string | false>('refunds');

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { md: '1fr 1fr' } }}>
      <div>
        <Typography variant="subtitle2" component="p" gutterBottom>
          Uncontrolled (defaultExpanded)
        </Typography>
        {questions.map((item, index) => (
          <Accordion key={item.id} defaultExpanded={index === 0} disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>{item.q}</AccordionSummary>
            <AccordionDetails>{item.a}</AccordionDetails>
          </Accordion>
        ))}
      </div>
      <div>
        <Typography variant="subtitle2" component="p" gutterBottom>
          Controlled (expanded + onChange)
        </Typography>
        {questions.map((item) => (
          <Accordion
            key={item.id}
            disableGutters
            expanded={expanded === item.id}
            onChange={(event, isExpanded) => setExpanded(isExpanded ? item.id : false)}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>{item.q}</AccordionSummary>
            <AccordionDetails>{item.a}</AccordionDetails>
          </Accordion>
        ))}
      </div>
    </Box>
  );
}
