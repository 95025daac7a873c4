import * as React from 'react';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const base = { cssVariables: true, colorSchemes: { light: true, dark: true } } as const;
const defaultTheme = createTheme(base);
const stillTheme = createTheme({
  ...base,
  // Every transition built with theme.transitions.create() becomes `transition: none`.
  transitions: { create: () => 'none' },
  // No ripple on any component built on ButtonBase.
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
});

function Sample({ title, theme }: { title: string; theme: Theme }) {
  const [notify, setNotify] = React.useState(true);
  return (
    <ThemeProvider theme={theme}>
      <Stack spacing={1.5} sx={{ flex: 1, minWidth: 240 }}>
        <Typography variant="subtitle2" component="p">{title}</Typography>
        <Button variant="contained">Click for a ripple</Button>
        <FormControlLabel control={<Switch checked={notify} onChange={(event) => setNotify(event.target.checked)} />} label="Notify me" />
        <Accordion disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>Shipping details</AccordionSummary>
          <AccordionDetails>Orders placed before 2 pm leave the warehouse the same day.</AccordionDetails>
        </Accordion>
      </Stack>
    </ThemeProvider>
  );
}

export default function ReducedMotionTheme() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ width: '100%' }}>
      <Sample title="Default theme" theme={defaultTheme} />
      <Sample title="Transitions and ripple off" theme={stillTheme} />
    </Stack>
  );
}
