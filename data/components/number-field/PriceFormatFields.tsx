import * as React from 'react';
import { NumericFormat } from 'react-number-format';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function PriceFormatFields() {
  // Store plain numbers; the library formats them for display.
  const [listPrice, setListPrice] = React.useState<number | undefined>(1249);
  const [discount, setDiscount] = React.useState<number | undefined>(15);
  const [payout, setPayout] = React.useState<number | undefined>(1061650.5);

  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <NumericFormat
        customInput={TextField}
        label="List price"
        value={listPrice}
        onValueChange={(values) => setListPrice(values.floatValue)}
        prefix="$"
        thousandSeparator
        decimalScale={2}
        fixedDecimalScale
        allowNegative={false}
        inputMode="decimal"
      />
      <NumericFormat
        customInput={TextField}
        label="Launch discount"
        helperText="0 to 100"
        value={discount}
        onValueChange={(values) => setDiscount(values.floatValue)}
        suffix="%"
        decimalScale={0}
        allowNegative={false}
        // Refuse keystrokes that would go past 100 instead of clamping later.
        isAllowed={({ floatValue }) => floatValue === undefined || floatValue <= 100}
        inputMode="numeric"
      />
      <NumericFormat
        customInput={TextField}
        label="Seller payout (EUR, German format)"
        value={payout}
        onValueChange={(values) => setPayout(values.floatValue)}
        suffix=" €"
        thousandSeparator="."
        decimalSeparator=","
        decimalScale={2}
        inputMode="decimal"
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Stored: {JSON.stringify({ listPrice, discount, payout })}
      </Typography>
    </Stack>
  );
}
