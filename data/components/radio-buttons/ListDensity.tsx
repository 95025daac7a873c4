import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { svgIconClasses } from '@mui/material/SvgIcon';

export default function ListDensity() {
  const labelId = React.useId();

  return (
    <FormControl>
      <FormLabel id={labelId}>Inbox density</FormLabel>
      <RadioGroup aria-labelledby={labelId} name="density" defaultValue="comfortable">
        <FormControlLabel value="compact" label="Compact" control={<Radio size="small" />} />
        <FormControlLabel value="comfortable" label="Comfortable" control={<Radio />} />
        <FormControlLabel
          value="spacious"
          label="Spacious"
          // Beyond the two built-in sizes: scale the icon itself.
          control={<Radio sx={{ [`& .${svgIconClasses.root}`]: { fontSize: 32 } }} />}
        />
      </RadioGroup>
    </FormControl>
  );
}
