import Box from '@mui/material/Box';

export default function PricingHeader() {
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 560, mx: 'auto', py: 2 }}>
      <Box
        component="p"
        sx={{
          m: 0,
          typography: 'overline',
          // Wider tracking reads better on small uppercase labels.
          letterSpacing: '0.12em',
          color: 'primary.main',
          fontWeight: 'bold',
        }}
      >
        Pricing
      </Box>
      <Box
        component="p"
        sx={{
          my: 1,
          typography: 'h5',
          // Responsive size on top of the variant: 1.5rem on phones, 2.25rem from md up.
          fontSize: { xs: '1.5rem', md: '2.25rem' },
          fontWeight: 'bold',
          lineHeight: 1.15,
        }}
      >
        One plan for the whole team
      </Box>
      {/* A responsive variant: body2 on phones, body1 from md up. */}
      <Box component="p" sx={{ m: 0, typography: { xs: 'body2', md: 'body1' }, color: 'text.secondary' }}>
        Unlimited projects, every integration, and support from people who build the product.
      </Box>
      <Box
        component="p"
        sx={{ mt: 2, mb: 0, typography: 'caption', textTransform: 'uppercase', letterSpacing: 1, color: 'text.secondary' }}
      >
        No credit card required
      </Box>
    </Box>
  );
}
