import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

export default function OfficeDaysForm() {
  const [selected, setSelected] = React.useState<string[]>(['Monday', 'Tuesday', 'Wednesday']);
  const [submitted, setSubmitted] = React.useState(false);
  const helperId = React.useId();
  const error = selected.length !== 2;

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const { name, checked } = event.target;
    setSelected((list) => (checked ? [...list, name] : list.filter((day) => day !== name)));
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
      }}
    >
      <FormControl component="fieldset" variant="standard" error={submitted && error} required>
        <FormLabel component="legend">Office days</FormLabel>
        <FormGroup aria-describedby={helperId}>
          {days.map((day) => (
            <FormControlLabel
              key={day}
              control={<Checkbox name={day} checked={selected.includes(day)} onChange={handleChange} />}
              label={day}
            />
          ))}
        </FormGroup>
        <FormHelperText id={helperId}>
          {submitted && error
            ? `Pick exactly two days (you picked ${selected.length}).`
            : submitted
              ? 'Thanks, your office days are saved.'
              : 'Pick the two days you will be in the office.'}
        </FormHelperText>
      </FormControl>
      <div>
        <Button type="submit" variant="outlined" sx={{ mt: 1 }}>
          Save
        </Button>
      </div>
    </form>
  );
}
