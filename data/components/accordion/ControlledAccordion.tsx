import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const sections = [
  { key: 'profile', title: 'Profile', summary: 'Name, photo, bio', body: 'Update how other members see you.' },
  { key: 'security', title: 'Security', summary: 'Password, two-factor', body: 'Two-factor authentication is on.' },
  { key: 'billing', title: 'Billing', summary: 'Plan, invoices', body: 'Team plan, renews on 1 March.' },
];

export default function ControlledAccordion() {
  const [expanded, setExpanded] = React.useState<string | false>('profile');
  const id = React.useId();

  const handleChange = (panel: string) => (event: React.SyntheticEvent, isExpanded: boolean) => {
    setExpanded(isExpanded ? panel : false);
  };

  return (
    <div>
      {sections.map((section) => (
        <Accordion
          key={section.key}
          expanded={expanded === section.key}
          onChange={handleChange(section.key)}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${id}-${section.key}-header`}
            aria-controls={`${id}-${section.key}-content`}
          >
            <Typography component="span" sx={{ width: '35%', flexShrink: 0 }}>
              {section.title}
            </Typography>
            <Typography component="span" sx={{ color: 'text.secondary' }}>
              {section.summary}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{section.body}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
