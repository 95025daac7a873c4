import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';

export default function GroupedCategorySelect() {
  const labelId = React.useId();
  const [category, setCategory] = React.useState('');

  return (
    <FormControl sx={{ width: { xs: '100%', sm: 280 } }} required error={category === ''}>
      <InputLabel id={labelId}>Expense category</InputLabel>
      <Select
        labelId={labelId}
        label="Expense category"
        value={category}
        onChange={(event: SelectChangeEvent) => setCategory(event.target.value)}
      >
        <ListSubheader>Travel</ListSubheader>
        <MenuItem value="flights">Flights</MenuItem>
        <MenuItem value="hotels">Hotels</MenuItem>
        <MenuItem value="taxis">Taxis and rideshare</MenuItem>
        <ListSubheader>Office</ListSubheader>
        <MenuItem value="equipment">Equipment</MenuItem>
        <MenuItem value="software">Software subscriptions</MenuItem>
        <MenuItem value="archived" disabled>
          Stationery (archived)
        </MenuItem>
      </Select>
      <FormHelperText>{category === '' ? 'Pick a category to continue' : ' '}</FormHelperText>
    </FormControl>
  );
}
