import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary, { accordionSummaryClasses } from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';

export default function RecipeIconsAccordion() {
  const id = React.useId();
  const [methodOpen, setMethodOpen] = React.useState(false);

  return (
    <div>
      {/* Any icon works: the wrapper turns it upside down when expanded. */}
      <Accordion>
        <AccordionSummary expandIcon={<ArrowDropDownIcon />} id={`${id}-ingredients-header`} aria-controls={`${id}-ingredients-content`}>
          <Typography component="span">Ingredients (serves 4)</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">400 g spaghetti, 3 cloves of garlic, 1 lemon, 60 g parmesan, olive oil.</Typography>
        </AccordionDetails>
      </Accordion>
      {/* A plus that becomes a minus: swap the icon and cancel the rotation. */}
      <Accordion expanded={methodOpen} onChange={(event, isExpanded) => setMethodOpen(isExpanded)}>
        <AccordionSummary
          expandIcon={methodOpen ? <RemoveIcon /> : <AddIcon />}
          id={`${id}-method-header`}
          aria-controls={`${id}-method-content`}
          sx={{ [`& .${accordionSummaryClasses.expandIconWrapper}.${accordionSummaryClasses.expanded}`]: { transform: 'none' } }}
        >
          <Typography component="span">Method</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">
            Cook the pasta. Warm the sliced garlic in oil, add lemon zest and juice, then toss everything with
            the cheese and a splash of the cooking water.
          </Typography>
        </AccordionDetails>
      </Accordion>
    </div>
  );
}
