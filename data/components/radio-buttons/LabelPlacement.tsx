import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const placements = ['top', 'start', 'bottom', 'end'] as const;

export default function LabelPlacement() {
  const labelId = React.useId();

  return (
    <FormControl>
      <FormLabel id={labelId}>Where should the label go?</FormLabel>
      <RadioGroup row aria-labelledby={labelId} name="placement" defaultValue="top">
        {placements.map((placement) => (
          <FormControlLabel
            key={placement}
            value={placement}
            control={<Radio />}
            label={placement[0].toUpperCase() + placement.slice(1)}
            labelPlacement={placement}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
