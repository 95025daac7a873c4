import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

// One label per breakpoint, shown with CSS only, so the server and the browser render the same markup.
const steps = [
  { key: 'xs', text: 'xs: no max-width, the container is fluid' },
  { key: 'sm', text: 'sm: max-width 600px' },
  { key: 'md', text: 'md: max-width 900px' },
  { key: 'lg', text: 'lg: max-width 1200px' },
  { key: 'xl', text: 'xl: max-width 1536px' },
] as const;

const order = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

function visibleOnlyAt(key: (typeof order)[number]) {
  return Object.fromEntries(order.map((bp) => [bp, bp === key ? 'block' : 'none']));
}

export default function FixedSteps() {
  return (
    <Box sx={{ width: '100%', bgcolor: 'action.hover', py: 2 }}>
      <Container fixed>
        <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <Typography component="p" variant="subtitle2">
            Fixed container at the current window width
          </Typography>
          {steps.map((step) => (
            <Typography key={step.key} variant="body2" sx={{ display: visibleOnlyAt(step.key) }}>
              {step.text}
            </Typography>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
