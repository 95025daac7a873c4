import * as React from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const plans = [
  { id: 'starter', name: 'Starter', price: '$0', detail: 'One project, community support' },
  { id: 'team', name: 'Team', price: '$12', detail: 'Unlimited projects, five seats' },
  { id: 'business', name: 'Business', price: '$40', detail: 'SSO, audit log, priority support' },
];

export default function PlanPicker() {
  const [plan, setPlan] = React.useState('team');

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {plans.map((item) => {
        const selected = item.id === plan;
        return (
          <ButtonBase
            key={item.id}
            aria-pressed={selected}
            onClick={() => setPlan(item.id)}
            focusRipple
            sx={{
              flex: 1,
              p: 2,
              borderRadius: 2,
              border: 2,
              borderColor: selected ? 'primary.main' : 'divider',
              bgcolor: selected ? 'action.selected' : 'background.paper',
              flexDirection: 'column',
              alignItems: 'flex-start',
              textAlign: 'left',
              '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
            }}
          >
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {item.name}
            </Typography>
            <Typography component="span" variant="h5">
              {item.price}
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                {' '}
                / month
              </Typography>
            </Typography>
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {item.detail}
            </Typography>
          </ButtonBase>
        );
      })}
    </Stack>
  );
}
