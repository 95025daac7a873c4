import * as React from 'react';
import FormControl, { useFormControl } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

// Reads the state of the nearest FormControl: no props needed.
function TaskTitleHint({ id }: { id: string }) {
  const formControl = useFormControl();
  let hint = 'Give the task a short, specific title';
  if (formControl?.focused) {
    hint = 'Press Enter to save, Esc to cancel';
  } else if (formControl?.filled) {
    hint = 'Saved to the sprint backlog';
  }
  return <FormHelperText id={id}>{hint}</FormHelperText>;
}

export default function FieldStateHint() {
  const id = React.useId();
  return (
    <FormControl sx={{ width: { xs: '100%', sm: 360 } }}>
      <InputLabel htmlFor={id}>Task title</InputLabel>
      <OutlinedInput id={id} label="Task title" aria-describedby={`${id}-hint`} />
      <TaskTitleHint id={`${id}-hint`} />
    </FormControl>
  );
}
