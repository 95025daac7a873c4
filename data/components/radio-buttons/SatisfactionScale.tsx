import * as React from 'react';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const scores = [1, 2, 3, 4, 5];

export default function SatisfactionScale() {
  const id = React.useId();
  const [score, setScore] = React.useState<number | null>(null);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography id={`${id}-question`}>How was the packaging of your last order?</Typography>
      {/* No RadioGroup: the shared name groups the inputs, the role names the set. */}
      <Stack direction="row" role="radiogroup" aria-labelledby={`${id}-question`} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" aria-hidden sx={{ color: 'text.secondary', mr: 1 }}>
          Poor
        </Typography>
        {scores.map((value) => (
          <Radio
            key={value}
            name={`${id}-score`}
            value={value}
            checked={score === value}
            onChange={() => setScore(value)}
            slotProps={{ input: { 'aria-label': `${value} out of 5` } }}
          />
        ))}
        <Typography variant="body2" aria-hidden sx={{ color: 'text.secondary', ml: 1 }}>
          Excellent
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {score === null ? 'No rating yet' : `Your rating: ${score} out of 5`}
      </Typography>
    </Stack>
  );
}
