import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const currencies = [
  { value: 'EUR', label: '€ Euro' },
  { value: 'GBP', label: '£ Pound sterling' },
  { value: 'JPY', label: '¥ Japanese yen' },
  { value: 'USD', label: '$ US dollar' },
];

export default function TextFieldSelect() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        label="Billing currency"
        defaultValue="EUR"
        helperText="Used on all future invoices"
        sx={{ minWidth: 200 }}
      >
        {currencies.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Currency" defaultValue="USD" variant="filled" size="small" sx={{ minWidth: 160 }}>
        {currencies.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.value}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Currency" defaultValue="" variant="standard" error helperText="Required" sx={{ minWidth: 160 }}>
        {currencies.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.value}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
