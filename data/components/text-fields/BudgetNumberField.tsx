import * as React from 'react';
import { NumericFormat } from 'react-number-format';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function BudgetNumberField() {
  // react-number-format gives back the formatted text and the plain number.
  const [budget, setBudget] = React.useState<number | undefined>(48500);

  return (
    <Stack spacing={1} sx={{ maxWidth: 320 }}>
      <NumericFormat
        customInput={TextField}
        label="Project budget"
        value={budget}
        onValueChange={(values) => setBudget(values.floatValue)}
        prefix="$"
        thousandSeparator
        decimalScale={2}
        allowNegative={false}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Stored value: {budget === undefined ? 'none' : budget}
      </Typography>
    </Stack>
  );
}
