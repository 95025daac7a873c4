import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';

const label = { typography: 'caption', fontFamily: 'monospace', color: 'text.secondary' } as const;
const steps = ['Ordered', 'Packed', 'Shipped'];

export default function DeliverySteps() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box component="code" sx={label}>
        display: &apos;flex&apos;
      </Box>
      {/* A block-level flex container: it spans the whole width of its parent. */}
      <Box
        sx={{ display: 'flex', gap: 1, p: 1, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
      >
        {steps.map((step) => (
          <Box key={step} sx={{ px: 1.5, py: 0.5, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            {step}
          </Box>
        ))}
      </Box>
      <Box component="code" sx={{ ...label, mt: 1 }}>
        display: &apos;inline-flex&apos;
      </Box>
      {/* An inline flex container: it flows inside the sentence and is as wide as its content. */}
      <Typography sx={{ color: 'text.primary' }}>
        Rated{' '}
        <Box
          component="span"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, px: 0.75, border: 1, borderColor: 'divider', borderRadius: 1, verticalAlign: 'middle', bgcolor: 'background.paper' }}
        >
          <StarIcon fontSize="small" sx={{ color: 'warning.main' }} />
          4.8
        </Box>{' '}
        by 1,204 buyers, and usually shipped within two days.
      </Typography>
    </Box>
  );
}
