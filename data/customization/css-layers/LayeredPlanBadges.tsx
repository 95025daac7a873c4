import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

const plans = [
  { name: 'Starter', price: '$0', badge: 'Free forever' },
  { name: 'Team', price: '$12', badge: 'Most popular' },
  { name: 'Business', price: '$29', badge: 'Save 20%' },
];

export default function LayeredPlanBadges() {
  const theme = useTheme();
  const { palette } = theme.vars ?? theme;
  const [brand, setBrand] = React.useState(false);
  const [sale, setSale] = React.useState(false);

  // Three layers named after Material UI's own (components, theme, sx). Every selector is
  // scoped to this demo, and the layer names are unique, so nothing else on the page changes.
  const css = `
@layer plan-demo-components, plan-demo-theme, plan-demo-sx;
@layer plan-demo-components {
  .plan-demo .plan-demo-card .plan-demo-badge[data-plan] {
    display: inline-block; padding: 2px 8px; border-radius: 4px;
    font-size: 0.75rem; font-weight: 600;
    background-color: ${palette.action.selected}; color: ${palette.text.primary};
  }
}
@layer plan-demo-theme {
  .plan-demo-badge.plan-demo-brand { background-color: ${palette.primary.main}; color: ${palette.primary.contrastText}; }
}
@layer plan-demo-sx {
  .plan-demo-sale { background-color: ${palette.secondary.main}; color: ${palette.secondary.contrastText}; }
}`;

  let winner = 'plan-demo-components, specificity (0,4,0)';
  if (brand) winner = 'plan-demo-theme, specificity (0,2,0)';
  if (sale) winner = 'plan-demo-sx, specificity (0,1,0)';

  return (
    <Stack spacing={2} className="plan-demo">
      <style>{css}</style>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 3 }}>
        <FormControlLabel
          control={<Switch checked={brand} onChange={(event) => setBrand(event.target.checked)} />}
          label={
            <span>
              Add <code>.plan-demo-brand</code> (theme layer)
            </span>
          }
        />
        <FormControlLabel
          control={<Switch checked={sale} onChange={(event) => setSale(event.target.checked)} />}
          label={
            <span>
              Add <code>.plan-demo-sale</code> (sx layer)
            </span>
          }
        />
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 2 }}>
        {plans.map((plan) => (
          <Paper key={plan.name} variant="outlined" className="plan-demo-card" sx={{ p: 2 }}>
            <span
              data-plan={plan.name}
              className={['plan-demo-badge', brand && 'plan-demo-brand', sale && 'plan-demo-sale'].filter(Boolean).join(' ')}
            >
              {plan.badge}
            </span>
            <Typography sx={{ mt: 1, fontWeight: 600 }}>{plan.name}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {plan.price} per user / month
            </Typography>
          </Paper>
        ))}
      </Box>
      <Typography variant="body2" role="status">
        The badge colours come from layer {winner}.
      </Typography>
    </Stack>
  );
}
