import * as React from 'react';
import { IMask, IMaskInput } from 'react-imask';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import TextField from '@mui/material/TextField';

// An <input> replacement for TextField: react-imask formats the text,
// and each accepted value is reported back to the field as a change event.
const ExpiryMaskInput = React.forwardRef<HTMLInputElement, InputBaseComponentProps>(
  function ExpiryMaskInput(props, ref) {
    const { onChange, name, value, ...other } = props;
    return (
      <IMaskInput
        {...other}
        mask="MM/YY"
        blocks={{
          MM: { mask: IMask.MaskedRange, from: 1, to: 12, maxLength: 2 },
          YY: { mask: IMask.MaskedRange, from: 25, to: 45, maxLength: 2 },
        }}
        value={value}
        name={name}
        inputRef={ref}
        overwrite
        onAccept={(accepted: string) => onChange?.({ target: { name, value: accepted } })}
      />
    );
  },
);

export default function CardExpiryMaskField() {
  const [expiry, setExpiry] = React.useState('09/27');
  const complete = /^\d{2}\/\d{2}$/.test(expiry);

  return (
    <TextField
        label="Expiry date"
        name="cc-exp"
        value={expiry}
        onChange={(event) => setExpiry(event.target.value)}
        error={expiry !== '' && !complete}
        helperText="MM/YY"
        autoComplete="cc-exp"
        slotProps={{
          input: { inputComponent: ExpiryMaskInput },
          htmlInput: { inputMode: 'numeric' },
        }}
        sx={{ width: 200 }}
      />
  );
}
