import Box from '@mui/material/Box';

const directions = ['row', 'row-reverse', 'column', 'column-reverse'] as const;
const steps = ['1 · Cart', '2 · Shipping', '3 · Payment'];

export default function CheckoutDirections() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      {directions.map((direction) => (
        <div key={direction}>
          <Box component="code" sx={{ typography: 'caption', fontFamily: 'monospace', color: 'text.secondary' }}>
            flexDirection: &apos;{direction}&apos;
          </Box>
          <Box
            sx={{ display: 'flex', flexDirection: direction, gap: 1, mt: 0.5, p: 1, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
          >
            {steps.map((step) => (
              <Box
                key={step}
                sx={{ px: 1.5, py: 0.5, borderRadius: 1, typography: 'body2', bgcolor: 'action.selected', color: 'text.primary' }}
              >
                {step}
              </Box>
            ))}
          </Box>
        </div>
      ))}
    </Box>
  );
}
