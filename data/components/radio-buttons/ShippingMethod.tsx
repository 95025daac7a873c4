import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function ShippingMethod() {
  const labelId = React.useId();

  return (
    <FormControl>
      <FormLabel id={labelId}>Shipping method</FormLabel>
      <RadioGroup aria-labelledby={labelId} defaultValue="standard" name="shipping">
        <FormControlLabel value="standard" control={<Radio />} label="Standard, 3–5 days (free)" />
        <FormControlLabel value="express" control={<Radio />} label="Express, next day ($9)" />
        <FormControlLabel value="pickup" control={<Radio />} label="Pick up in store" />
        <FormControlLabel value="drone" control={<Radio />} label="Drone delivery (coming soon)" disabled />
      </RadioGroup>
    </FormControl>
  );
}
