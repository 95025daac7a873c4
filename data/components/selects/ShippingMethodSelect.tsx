import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Typography from '@mui/material/Typography';

const methods = [
  { value: 'standard', label: 'Standard (3–5 days)', price: 4.9 },
  { value: 'express', label: 'Express (1–2 days)', price: 9.9 },
  { value: 'pickup', label: 'Pick up in store', price: 0 },
];

export default function ShippingMethodSelect() {
  const labelId = React.useId();
  const [method, setMethod] = React.useState('standard');

  const handleChange = (event: SelectChangeEvent) => {
    setMethod(event.target.value);
  };

  const selected = methods.find((item) => item.value === method);

  return (
    <Box sx={{ maxWidth: 320 }}>
      <FormControl fullWidth>
        <InputLabel id={labelId}>Shipping method</InputLabel>
        <Select labelId={labelId} label="Shipping method" value={method} onChange={handleChange}>
          {methods.map((item) => (
            <MenuItem key={item.value} value={item.value}>
              {item.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Shipping cost: {selected && selected.price > 0 ? `$${selected.price.toFixed(2)}` : 'free'}
      </Typography>
    </Box>
  );
}
