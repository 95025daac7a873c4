import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Stack from '@mui/material/Stack';

const sizes = ['small', 'medium', 'large'] as const;
const colors = ['standard', 'primary', 'secondary', 'success', 'error'] as const;

export default function ToggleSizesColors() {
  const [plan, setPlan] = React.useState('monthly');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {sizes.map((size, index) => (
        <ToggleButtonGroup
          key={size}
          size={size}
          color={colors[index + 1]}
          value={plan}
          exclusive
          onChange={(event, next: string | null) => next && setPlan(next)}
          aria-label={`Billing period (${size})`}
        >
          <ToggleButton value="monthly">Monthly</ToggleButton>
          <ToggleButton value="yearly">Yearly</ToggleButton>
        </ToggleButtonGroup>
      ))}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {colors.map((color) => (
          <ToggleButton key={color} value={color} selected color={color} size="small">
            {color}
          </ToggleButton>
        ))}
      </Stack>
    </Stack>
  );
}
