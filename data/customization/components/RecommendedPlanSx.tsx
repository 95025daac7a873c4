import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const plans = [
  { name: 'Starter', price: '€0', seats: 'Up to 3 editors' },
  { name: 'Team', price: '€12', seats: 'Up to 25 editors', recommended: true },
  { name: 'Business', price: '€29', seats: 'Unlimited editors' },
];

export default function RecommendedPlanSx() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%', alignItems: 'stretch' }}>
      {plans.map((plan) => (
        <Card
          key={plan.name}
          variant="outlined"
          // sx on one instance only: the other cards keep the default look.
          sx={
            plan.recommended
              ? { flex: 1, borderColor: 'primary.main', borderWidth: 2, boxShadow: 4, transform: { sm: 'translateY(-6px)' } }
              : { flex: 1 }
          }
        >
          <CardContent>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', minHeight: 28 }}>
              <Typography sx={{ fontWeight: 600 }}>{plan.name}</Typography>
              {plan.recommended && <Chip label="Most popular" color="primary" size="small" />}
            </Stack>
            <Typography variant="h5" component="p" sx={{ mt: 1 }}>
              {plan.price}
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                {' '}
                / editor / month
              </Typography>
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {plan.seats}
            </Typography>
          </CardContent>
          <CardActions sx={{ px: 2, pb: 2 }}>
            <Button fullWidth variant={plan.recommended ? 'contained' : 'outlined'}>
              Choose {plan.name}
            </Button>
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}
