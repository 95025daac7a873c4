import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const plans = [
  { name: 'Starter', price: '$0', seats: 'Up to 3 seats' },
  { name: 'Team', price: '$12', seats: 'Up to 25 seats' },
  { name: 'Business', price: '$29', seats: 'Unlimited seats' },
];

export default function PricingGridArray() {
  return (
    <Box
      sx={{
        display: 'grid',
        // xs: one column, sm: two columns, md and up: three columns.
        gridTemplateColumns: ['1fr', 'repeat(2, 1fr)', 'repeat(3, 1fr)'],
        // null keeps the previous value: 8px at xs and sm, 16px from md.
        gap: [1, null, 2],
      }}
    >
      {plans.map((plan) => (
        <Box
          key={plan.name}
          sx={{
            p: [1.5, 2],
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            // Left-aligned on phones, centred from sm.
            textAlign: ['left', 'center'],
          }}
        >
          <Typography sx={{ fontWeight: 'medium' }}>{plan.name}</Typography>
          <Typography sx={{ fontSize: [24, 28, 32], fontWeight: 'bold', color: 'primary.main' }}>
            {plan.price}
            <Box component="span" sx={{ fontSize: 14, fontWeight: 'normal', color: 'text.secondary' }}>
              {' '}
              / month
            </Box>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {plan.seats}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
