import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

// Level 7 of a language-learning app runs from 1,200 XP to 2,000 XP.
const LEVEL_START = 1200;
const LEVEL_END = 2000;
const normalise = (xp: number) => ((xp - LEVEL_START) * 100) / (LEVEL_END - LEVEL_START);

export default function LevelProgress() {
  const [xp, setXp] = React.useState(1640);
  const labelId = React.useId();
  const complete = xp >= LEVEL_END;

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={labelId} variant="body2">
          Level 7
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {xp.toLocaleString('en-US')} / {LEVEL_END.toLocaleString('en-US')} XP
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={normalise(xp)}
        aria-labelledby={labelId}
        aria-valuetext={`${xp} of ${LEVEL_END} XP`}
      />
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button
          variant="outlined"
          disabled={complete}
          onClick={() => setXp((current) => Math.min(current + 90, LEVEL_END))}
        >
          Finish a lesson (+90 XP)
        </Button>
        <Button onClick={() => setXp(1640)}>Reset</Button>
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1, color: 'success.main' }}>
        {complete ? 'Level 8 unlocked!' : ''}
      </Typography>
    </Box>
  );
}
