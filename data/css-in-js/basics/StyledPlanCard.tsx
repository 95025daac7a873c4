import * as React from 'react';
import { styled } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// The v4 equivalent was makeStyles((theme) => ({ card: {...}, highlighted: {...} })) plus clsx.
// Here the style function receives the theme and the component's props.
const PlanCard = styled('section', {
  // `highlighted` is for styling only: keep it off the DOM element.
  shouldForwardProp: (prop) => prop !== 'highlighted',
})<{ highlighted?: boolean }>(({ theme }) => ({
  flex: 1,
  minWidth: 200,
  padding: theme.spacing(2.5),
  borderRadius: 8,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  variants: [
    {
      props: { highlighted: true },
      style: {
        borderColor: (theme.vars ?? theme).palette.primary.main,
        boxShadow: theme.shadows[4],
      },
    },
  ],
}));

const Price = styled('p')(({ theme }) => ({
  ...theme.typography.h5,
  fontWeight: 700,
  margin: theme.spacing(1, 0, 2),
}));

export default function StyledPlanCard() {
  const [plan, setPlan] = React.useState('team');

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      {[
        { id: 'solo', name: 'Solo', price: '$9' },
        { id: 'team', name: 'Team', price: '$29' },
      ].map((option) => (
        <PlanCard key={option.id} highlighted={plan === option.id} aria-label={`${option.name} plan`}>
          <Typography variant="subtitle1" component="h3">{option.name}</Typography>
          <Price>{option.price} / month</Price>
          <Button variant={plan === option.id ? 'contained' : 'outlined'} onClick={() => setPlan(option.id)}>
            {plan === option.id ? 'Selected' : 'Choose'}
          </Button>
        </PlanCard>
      ))}
    </Stack>
  );
}
