import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function QuizValidation() {
  const labelId = React.useId();
  const helperId = React.useId();
  const [answer, setAnswer] = React.useState('');
  const [result, setResult] = React.useState<'idle' | 'empty' | 'wrong' | 'right'>('idle');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!answer) setResult('empty');
    else setResult(answer === 'mercury' ? 'right' : 'wrong');
  };

  const messages = {
    idle: 'Choose one answer.',
    empty: 'Please pick an answer before checking.',
    wrong: 'Not quite. Try again!',
    right: 'Correct: Mercury orbits the Sun in 88 days.',
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <FormControl error={result === 'empty' || result === 'wrong'} required>
        <FormLabel id={labelId}>Which planet is closest to the Sun?</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          aria-describedby={helperId}
          name="planet"
          value={answer}
          onChange={(event, value) => {
            setAnswer(value);
            setResult('idle');
          }}
        >
          <FormControlLabel value="venus" control={<Radio />} label="Venus" />
          <FormControlLabel value="mercury" control={<Radio />} label="Mercury" />
          <FormControlLabel value="mars" control={<Radio />} label="Mars" />
        </RadioGroup>
        <FormHelperText id={helperId}>{messages[result]}</FormHelperText>
        <Button type="submit" variant="outlined" sx={{ mt: 1, alignSelf: 'flex-start' }}>
          Check answer
        </Button>
      </FormControl>
    </form>
  );
}
