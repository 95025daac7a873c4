import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface OptionPickerProps<Value extends string> {
  label: string;
  options: ReadonlyArray<{ value: Value; label: string }>;
  value: Value;
  onChange: (value: Value) => void;
}

// A generic component: `value` and `onChange` are typed by the options passed in.
function OptionPicker<Value extends string>({ label, options, value, onChange }: OptionPickerProps<Value>) {
  return (
    <FormControl>
      <FormLabel>{label}</FormLabel>
      <RadioGroup
        row
        value={value}
        // RadioGroup reports a plain string; find the option to get back a typed value.
        onChange={(event) => {
          const option = options.find((candidate) => candidate.value === event.target.value);
          if (option) {
            onChange(option.value);
          }
        }}
      >
        {options.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

const shippingOptions = [
  { value: 'standard', label: 'Standard' },
  { value: 'express', label: 'Express' },
  { value: 'pickup', label: 'Store pickup' },
] as const;

type Shipping = (typeof shippingOptions)[number]['value'];

const prices: Record<Shipping, string> = { standard: 'Free', express: '$12.00', pickup: 'Free' };

export default function GenericOptionPicker() {
  const [shipping, setShipping] = React.useState<Shipping>('standard');

  return (
    <Stack spacing={1}>
      <OptionPicker label="Shipping method" options={shippingOptions} value={shipping} onChange={setShipping} />
      <Typography variant="body2" color="text.secondary">
        Shipping cost: {prices[shipping]}
      </Typography>
    </Stack>
  );
}
