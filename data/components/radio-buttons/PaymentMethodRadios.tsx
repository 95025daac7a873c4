import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio, { RadioProps } from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { styled } from '@mui/material/styles';

// Radio passes `fontSize` to its icons: keep it off the span.
const Ring = styled('span', { shouldForwardProp: (prop) => prop !== 'fontSize' })(({ theme }) => ({
  width: 20,
  height: 20,
  boxSizing: 'border-box',
  borderRadius: '50%',
  border: `2px solid ${(theme.vars || theme).palette.text.secondary}`,
  transition: theme.transitions.create(['border-color', 'border-width']),
  'input:hover ~ &': { borderColor: (theme.vars || theme).palette.primary.main },
  '.Mui-focusVisible &': {
    outline: `2px solid ${(theme.vars || theme).palette.primary.main}`,
    outlineOffset: 2,
  },
  'input:disabled ~ &': { borderColor: (theme.vars || theme).palette.action.disabled },
}));

// Checked: a thick ring instead of a dot.
const CheckedRing = styled(Ring)(({ theme }) => ({
  borderWidth: 6,
  borderColor: (theme.vars || theme).palette.primary.main,
}));

function RingRadio(props: RadioProps) {
  return <Radio disableRipple icon={<Ring />} checkedIcon={<CheckedRing />} {...props} />;
}

export default function PaymentMethodRadios() {
  const labelId = React.useId();

  return (
    <FormControl>
      <FormLabel id={labelId}>Pay with</FormLabel>
      <RadioGroup aria-labelledby={labelId} name="payment" defaultValue="card">
        <FormControlLabel value="card" control={<RingRadio />} label="Card ending 4242" />
        <FormControlLabel value="paypal" control={<RingRadio />} label="PayPal" />
        <FormControlLabel value="invoice" control={<RingRadio />} label="Invoice (business accounts)" disabled />
      </RadioGroup>
    </FormControl>
  );
}
