import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const methods = [
  { value: 'standard', label: 'Standard (3–5 days)' },
  { value: 'express', label: 'Express (next day)' },
  { value: 'pickup', label: 'Pick up in store' },
];

const countries = ['Portugal', 'Spain', 'France', 'Germany', 'Italy'];

export default function ShippingSelectFields() {
  const [method, setMethod] = React.useState('standard');

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        label="Delivery"
        value={method}
        onChange={(event) => setMethod(event.target.value)}
        helperText={method === 'express' ? 'Order before 4 pm' : 'Free over €50'}
        sx={{ minWidth: 220 }}
      >
        {methods.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Country"
        defaultValue="Spain"
        helperText="Native select, best on mobile"
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 220 }}
      >
        {countries.map((country) => (
          <option key={country} value={country}>
            {country}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
