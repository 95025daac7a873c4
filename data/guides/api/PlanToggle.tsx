import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type Billing = 'monthly' | 'yearly';

const prices: Record<Billing, string> = { monthly: '$12 / month', yearly: '$120 / year' };

export default function PlanToggle() {
  const [billing, setBilling] = React.useState<Billing>('monthly');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label="Billing period"
        value={billing}
        onChange={(event, value: Billing | null) => {
          // The group reports null when the selected button is clicked again.
          if (value !== null) {
            setBilling(value);
          }
        }}
        // Extra props such as data-* reach the root <div>.
        data-testid="billing-toggle"
      >
        <ToggleButton value="monthly">Monthly</ToggleButton>
        <ToggleButton value="yearly">Yearly</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="h6" component="p">
        {prices[billing]}
      </Typography>
    </Stack>
  );
}
