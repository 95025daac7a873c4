import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio, { RadioProps } from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

// Each calendar gets the palette color its events are drawn in.
const calendars: { value: string; label: string; color: RadioProps['color'] }[] = [
  { value: 'work', label: 'Work', color: 'primary' },
  { value: 'family', label: 'Family', color: 'secondary' },
  { value: 'fitness', label: 'Fitness', color: 'success' },
  { value: 'travel', label: 'Travel', color: 'info' },
  { value: 'bills', label: 'Bills', color: 'warning' },
  { value: 'deadlines', label: 'Deadlines', color: 'error' },
  { value: 'other', label: 'Other', color: 'default' },
];

export default function RadioSizesColors() {
  const labelId = React.useId();
  const [calendar, setCalendar] = React.useState('fitness');

  return (
    <FormControl>
      <FormLabel id={labelId}>Add the event to</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name="calendar"
        value={calendar}
        onChange={(event, value) => setCalendar(value)}
      >
        {calendars.map((item) => (
          <FormControlLabel
            key={item.value}
            value={item.value}
            label={item.label}
            control={<Radio color={item.color} />}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
