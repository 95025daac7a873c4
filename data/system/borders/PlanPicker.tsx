import * as React from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';

const plans = [
  { id: 'starter', name: 'Starter', price: '$0', note: 'For side projects' },
  { id: 'team', name: 'Team', price: '$12', note: 'Per seat, billed monthly' },
  { id: 'business', name: 'Business', price: '$29', note: 'SSO and audit logs' },
];

export default function PlanPicker() {
  const [selected, setSelected] = React.useState('team');

  return (
    <Box
      role="radiogroup"
      aria-label="Plan"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}
    >
      {plans.map((plan) => {
        const isSelected = plan.id === selected;
        return (
          <ButtonBase
            key={plan.id}
            role="radio"
            aria-checked={isSelected}
            onClick={() => setSelected(plan.id)}
            sx={[
              {
                display: 'block',
                textAlign: 'left',
                p: 2,
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                '&:hover': { borderColor: 'text.secondary' },
                '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
              },
              // The width stays 1px; an inset shadow thickens the edge without moving the content.
              isSelected && {
                borderColor: 'primary.main',
                '&:hover': { borderColor: 'primary.main' },
                boxShadow: (theme) => `inset 0 0 0 1px ${(theme.vars || theme).palette.primary.main}`,
              },
            ]}
          >
            <Typography sx={{ fontWeight: 'bold' }}>{plan.name}</Typography>
            <Typography variant="h6" component="p">
              {plan.price}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {plan.note}
            </Typography>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
