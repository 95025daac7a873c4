import * as React from 'react';
import { styled } from '@mui/material/styles';
import Accordion, { AccordionProps } from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary, { accordionSummaryClasses } from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

const OutlinedAccordion = styled((props: AccordionProps) => (
  <Accordion disableGutters elevation={0} square {...props} />
))(({ theme }) => ({
  border: `1px solid ${(theme.vars || theme).palette.divider}`,
  '&:not(:last-of-type)': { borderBottom: 0 },
  '&::before': { display: 'none' },
}));

const LeftIconSummary = styled(AccordionSummary)(({ theme }) => ({
  flexDirection: 'row-reverse',
  gap: theme.spacing(1),
  backgroundColor: (theme.vars || theme).palette.action.hover,
  [`& .${accordionSummaryClasses.expandIconWrapper}.${accordionSummaryClasses.expanded}`]: {
    transform: 'rotate(90deg)',
  },
}));

const chapters = ['Getting started', 'Configuring the CLI', 'Deploying to production'];

export default function CustomizedAccordion() {
  const [expanded, setExpanded] = React.useState<number | false>(0);
  const id = React.useId();

  return (
    <div>
      {chapters.map((chapter, index) => (
        <OutlinedAccordion
          key={chapter}
          expanded={expanded === index}
          onChange={(event, isExpanded) => setExpanded(isExpanded ? index : false)}
        >
          <LeftIconSummary
            expandIcon={<ChevronRightIcon fontSize="small" />}
            id={`${id}-header-${index}`}
            aria-controls={`${id}-content-${index}`}
          >
            <Typography component="span">{chapter}</Typography>
          </LeftIconSummary>
          <AccordionDetails sx={{ borderTop: 1, borderColor: 'divider' }}>
            <Typography variant="body2">
              Chapter {index + 1} walks through {chapter.toLowerCase()} step by step.
            </Typography>
          </AccordionDetails>
        </OutlinedAccordion>
      ))}
    </div>
  );
}
