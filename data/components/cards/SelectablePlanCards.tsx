import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

const plans = [
  { id: 'starter', name: 'Starter', price: '€0', detail: '1 project, community support' },
  { id: 'team', name: 'Team', price: '€12', detail: '10 projects, email support' },
  { id: 'business', name: 'Business', price: '€29', detail: 'Unlimited projects, SSO' },
];

export default function SelectablePlanCards() {
  const [selected, setSelected] = React.useState('team');

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', width: '100%' }}>
      {plans.map((plan) => (
        <Card key={plan.id} variant="outlined" sx={{ borderColor: selected === plan.id ? 'primary.main' : 'divider' }}>
          <CardActionArea
            onClick={() => setSelected(plan.id)}
            aria-pressed={selected === plan.id}
            data-active={selected === plan.id ? '' : undefined}
            sx={{
              height: '100%',
              '&[data-active]': {
                bgcolor: 'action.selected',
                '&:hover': { bgcolor: 'action.selectedHover' },
              },
            }}
          >
            <CardContent component="span" sx={{ display: 'block' }}>
              <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
                {plan.name}
              </Typography>
              <Typography component="span" variant="h5" sx={{ display: 'block' }}>
                {plan.price}
                <Typography component="span" variant="body2" color="text.secondary">
                  {' '}/ month
                </Typography>
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {plan.detail}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
