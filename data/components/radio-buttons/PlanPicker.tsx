import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

const prices: Record<string, number> = { monthly: 12, yearly: 120 };

export default function PlanPicker() {
  const labelId = React.useId();
  const [period, setPeriod] = React.useState('monthly');

  return (
    <FormControl>
      <FormLabel id={labelId}>Billing period</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name="period"
        value={period}
        onChange={(event, value) => setPeriod(value)}
      >
        <FormControlLabel value="monthly" control={<Radio />} label="Monthly" />
        <FormControlLabel value="yearly" control={<Radio />} label="Yearly (2 months free)" />
      </RadioGroup>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        You pay ${prices[period]} per {period === 'monthly' ? 'month' : 'year'}.
      </Typography>
    </FormControl>
  );
}
