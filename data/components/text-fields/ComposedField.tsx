import * as React from 'react';
import FormControl, { useFormControl } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

function FocusHint({ id }: { id: string }) {
  // useFormControl reads the state of the nearest FormControl.
  const formControl = useFormControl();
  const focused = formControl?.focused ?? false;
  return (
    <FormHelperText id={id}>
      {focused ? 'Lowercase letters, digits and dashes only' : 'Your public profile address'}
    </FormHelperText>
  );
}

export default function ComposedField() {
  const id = React.useId();
  return (
    <FormControl variant="outlined" sx={{ width: { xs: '100%', sm: 360 } }}>
      <InputLabel htmlFor={id}>Username</InputLabel>
      <OutlinedInput
        id={id}
        label="Username"
        defaultValue="ada-lovelace"
        startAdornment={<InputAdornment position="start">example.com/</InputAdornment>}
        aria-describedby={`${id}-helper`}
      />
      <FocusHint id={`${id}-helper`} />
    </FormControl>
  );
}
