import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';

const units = [
  { value: 'kg', label: 'kg' },
  { value: 'lb', label: 'lb' },
  { value: 'st', label: 'Stone and pounds (UK body weight)' },
];

export default function AutoWidthSelect() {
  const labelId = React.useId();
  const [unit, setUnit] = React.useState('kg');

  return (
    <FormControl sx={{ minWidth: 100 }}>
      <InputLabel id={labelId}>Unit</InputLabel>
      <Select
        labelId={labelId}
        label="Unit"
        autoWidth
        value={unit}
        onChange={(event: SelectChangeEvent) => setUnit(event.target.value)}
      >
        {units.map((item) => (
          <MenuItem key={item.value} value={item.value}>
            {item.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
