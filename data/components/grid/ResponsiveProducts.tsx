import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

const plans = [
  { name: 'Starter', price: '$0', detail: 'One project, community support' },
  { name: 'Team', price: '$24', detail: 'Ten projects, shared dashboards' },
  { name: 'Business', price: '$79', detail: 'Unlimited projects, audit log' },
  { name: 'Enterprise', price: 'Custom', detail: 'SSO, dedicated support engineer' },
];

export default function ResponsiveProducts() {
  return (
    <Grid container spacing={{ xs: 1, sm: 2 }} sx={{ width: '100%' }}>
      {plans.map((plan) => (
        <Grid key={plan.name} size={{ xs: 12, sm: 6, lg: 3 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {plan.name}
              </Typography>
              <Typography variant="h5" component="p" sx={{ my: 1 }}>
                {plan.price}
                {plan.price.startsWith('$') ? (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' '}
                    / month
                  </Typography>
                ) : null}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {plan.detail}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
