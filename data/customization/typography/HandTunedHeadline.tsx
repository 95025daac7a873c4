import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

// The h2 variant gets its own media queries, written with the theme's breakpoint helpers.
function withTunedHeadline(outer: Theme): Theme {
  return {
    ...outer,
    typography: {
      ...outer.typography,
      h2: {
        ...outer.typography.h2,
        fontSize: '1.625rem',
        lineHeight: 1.25,
        [outer.breakpoints.up('sm')]: { fontSize: '2.25rem' },
        [outer.breakpoints.up('md')]: { fontSize: '3rem', lineHeight: 1.15 },
      },
    },
  };
}

const steps = [
  { range: 'below 600px', size: '1.625rem' },
  { range: 'from 600px (sm)', size: '2.25rem' },
  { range: 'from 900px (md)', size: '3rem' },
];

export default function HandTunedHeadline() {
  return (
    <ThemeProvider theme={withTunedHeadline}>
      <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
        Release planner
      </Typography>
      <Typography variant="h2" component="p" sx={{ maxWidth: 640, mb: 2 }}>
        Plan every release without a spreadsheet
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary', typography: 'body2' }}>
        {steps.map((step) => (
          <li key={step.range}>
            <code>{step.size}</code> {step.range}
          </li>
        ))}
      </Box>
    </ThemeProvider>
  );
}
