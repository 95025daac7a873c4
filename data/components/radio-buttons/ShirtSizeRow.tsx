import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const sizes = ['XS', 'S', 'M', 'L', 'XL'];
const soldOut = ['XL'];

export default function ShirtSizeRow() {
  const labelId = React.useId();

  return (
    <FormControl>
      <FormLabel id={labelId}>T-shirt size</FormLabel>
      <RadioGroup row aria-labelledby={labelId} name="shirt-size" defaultValue="M">
        {sizes.map((size) => (
          <FormControlLabel
            key={size}
            value={size}
            control={<Radio />}
            label={size}
            disabled={soldOut.includes(size)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
