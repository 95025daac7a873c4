import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function ActionsAccordion() {
  const id = React.useId();
  const [analytics, setAnalytics] = React.useState(true);
  const [marketing, setMarketing] = React.useState(false);

  return (
    <Accordion defaultExpanded>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-header`} aria-controls={`${id}-content`}>
        <Typography component="span">Cookie preferences</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <FormGroup>
          <FormControlLabel control={<Switch checked disabled />} label="Essential (always on)" />
          <FormControlLabel
            control={<Switch checked={analytics} onChange={(event) => setAnalytics(event.target.checked)} />}
            label="Analytics"
          />
          <FormControlLabel
            control={<Switch checked={marketing} onChange={(event) => setMarketing(event.target.checked)} />}
            label="Marketing"
          />
        </FormGroup>
      </AccordionDetails>
      <AccordionActions>
        <Button
          onClick={() => {
            setAnalytics(false);
            setMarketing(false);
          }}
        >
          Reject optional
        </Button>
        <Button variant="contained">Save choices</Button>
      </AccordionActions>
    </Accordion>
  );
}
