import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// v3: withStyles(styles)(PlanCards) and className={classes.price}; today: styled() or sx.
const Price = styled('p')(({ theme }) => ({
  margin: theme.spacing(1, 0, 2),
  fontSize: theme.typography.pxToRem(32),
  fontWeight: theme.typography.fontWeightBold,
  color: (theme.vars ?? theme).palette.primary.main,
}));

const plans = [
  { name: 'Starter', price: '$0', detail: 'One project, community support', cta: 'Start free', featured: false },
  { name: 'Team', price: '$24', detail: 'Unlimited projects, email support', cta: 'Try Team', featured: true },
];

export default function PlanCards() {
  return (
    // v3: <Grid container spacing={16}> in pixels; today: spacing={2} in theme units (16px).
    <Grid container spacing={2} sx={{ width: '100%', maxWidth: 560 }}>
      {plans.map((plan) => (
        // v3: <Grid item xs={12} sm={6}>; today: the size prop.
        <Grid key={plan.name} size={{ xs: 12, sm: 6 }}>
          <Card variant="outlined" sx={{ height: '100%', borderColor: plan.featured ? 'primary.main' : 'divider' }}>
            <CardContent>
              {/* v3: variant="headline"; v4 and later: h5 */}
              <Typography variant="h5" component="h3">
                {plan.name}
              </Typography>
              <Price>
                {plan.price}
                <Typography component="span" variant="body2" color="text.secondary">
                  {' '}
                  per month
                </Typography>
              </Price>
              {/* v3: variant="body1" was 14px; v4 renamed it body2 */}
              <Typography variant="body2" color="text.secondary">
                {plan.detail}
              </Typography>
            </CardContent>
            {/* v3: disableActionSpacing; v4 and later: disableSpacing */}
            <CardActions sx={{ px: 2, pb: 2 }}>
              {/* v3: variant="raised" / "flat"; v4 and later: "contained" / "text" */}
              <Button variant={plan.featured ? 'contained' : 'outlined'} fullWidth>
                {plan.cta}
              </Button>
            </CardActions>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
