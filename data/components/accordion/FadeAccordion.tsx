import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Fade from '@mui/material/Fade';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const days = [
  { title: 'Day 1 · Lisbon', plan: 'Arrive at 11:20, tram 28 to Alfama, dinner at the miradouro.' },
  { title: 'Day 2 · Sintra', plan: 'Train from Rossio at 9:10, Pena Palace, back by 18:00.' },
  { title: 'Day 3 · Cascais', plan: 'Coastal walk to Boca do Inferno, afternoon at the beach.' },
];

function FadeDay({ day, id }: { day: (typeof days)[number]; id: string }) {
  const [expanded, setExpanded] = React.useState(false);

  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, isExpanded) => setExpanded(isExpanded)}
      slots={{ transition: Fade }}
      // Fade needs a numeric timeout. It only fades, so the closed body is collapsed here: it stays in the page
      // (the summary's aria-controls points at it) but takes no space.
      slotProps={{ transition: { timeout: 350 } }}
      sx={{
        '& .MuiAccordion-region': { height: expanded ? 'auto' : 0 },
        '& .MuiAccordionDetails-root': { display: expanded ? 'block' : 'none' },
      }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-header`} aria-controls={`${id}-content`}>
        <Typography component="span">{day.title}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="body2">{day.plan}</Typography>
      </AccordionDetails>
    </Accordion>
  );
}

export default function FadeAccordion() {
  const id = React.useId();

  return (
    <div>
      {days.map((day, index) => (
        <FadeDay key={day.title} day={day} id={`${id}-${index}`} />
      ))}
    </div>
  );
}
