import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function NativeCountrySelect() {
  const id = React.useId();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormControl sx={{ minWidth: 200 }}>
        <InputLabel variant="standard" htmlFor={id}>
          Country
        </InputLabel>
        <NativeSelect defaultValue="PT" inputProps={{ name: 'country', id }}>
          <option value="DE">Germany</option>
          <option value="JP">Japan</option>
          <option value="PT">Portugal</option>
          <option value="CA">Canada</option>
        </NativeSelect>
      </FormControl>
      <TextField
        select
        label="Time zone"
        defaultValue="Europe/Lisbon"
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 220 }}
      >
        <optgroup label="Europe">
          <option value="Europe/Berlin">Berlin</option>
          <option value="Europe/Lisbon">Lisbon</option>
        </optgroup>
        <optgroup label="Asia">
          <option value="Asia/Tokyo">Tokyo</option>
        </optgroup>
      </TextField>
    </Stack>
  );
}
