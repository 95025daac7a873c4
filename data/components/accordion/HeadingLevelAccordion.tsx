import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const specs = [
  { title: 'Dimensions', body: '32 × 21 × 1.4 cm, 1.2 kg' },
  { title: 'Battery', body: 'Up to 14 hours of video playback' },
];

export default function HeadingLevelAccordion() {
  const id = React.useId();

  return (
    <Box component="section" aria-labelledby={`${id}-title`}>
      {/* The section's own title is an h3, so each accordion heading becomes an h4. */}
      <Typography id={`${id}-title`} variant="h6" component="h3" sx={{ mb: 1 }}>
        Technical specifications
      </Typography>
      {specs.map((spec, index) => (
        <Accordion key={spec.title} slots={{ heading: 'h4' }}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${id}-header-${index}`}
            aria-controls={`${id}-content-${index}`}
          >
            <Typography component="span">{spec.title}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{spec.body}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
