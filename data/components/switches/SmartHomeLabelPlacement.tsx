import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

type Placement = 'end' | 'start' | 'top' | 'bottom';
const placements: Placement[] = ['end', 'start', 'top', 'bottom'];
const rooms = ['Kitchen', 'Living room', 'Porch'];

export default function SmartHomeLabelPlacement() {
  const [placement, setPlacement] = React.useState<Placement>('bottom');
  const legendId = React.useId();

  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id={legendId}>labelPlacement</FormLabel>
        <RadioGroup
          row
          aria-labelledby={legendId}
          value={placement}
          onChange={(event) => setPlacement(event.target.value as Placement)}
        >
          {placements.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={value} />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl component="fieldset">
        <FormLabel component="legend">Lights</FormLabel>
        <FormGroup row sx={{ gap: 1 }}>
          {rooms.map((room, index) => (
            <FormControlLabel
              key={room}
              control={<Switch defaultChecked={index !== 1} />}
              label={room}
              labelPlacement={placement}
            />
          ))}
        </FormGroup>
      </FormControl>
    </Stack>
  );
}
