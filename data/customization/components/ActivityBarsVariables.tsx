import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// One class for every bar: the height comes from a CSS variable set per element.
const Bar = styled('div')(({ theme }) => ({
  width: 28,
  height: 'calc(var(--minutes) * 1.5px)',
  borderRadius: theme.shape.borderRadius,
  backgroundColor: (theme.vars ?? theme).palette.primary.main,
  transition: theme.transitions.create('height'),
}));

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const weeks = {
  'This week': [32, 45, 20, 60, 38, 75, 12],
  'Last week': [25, 30, 50, 15, 42, 58, 40],
};
type Week = keyof typeof weeks;

export default function ActivityBarsVariables() {
  const [week, setWeek] = React.useState<Week>('This week');
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Week"
        value={week}
        onChange={(event, value: Week | null) => value && setWeek(value)}
      >
        {(Object.keys(weeks) as Week[]).map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-end' }}>
        {weeks[week].map((minutes, index) => (
          <Stack key={days[index]} spacing={0.5} sx={{ alignItems: 'center' }}>
            <Typography variant="caption">{minutes}</Typography>
            <Bar style={{ '--minutes': minutes } as React.CSSProperties} />
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {days[index]}
            </Typography>
          </Stack>
        ))}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Minutes of practice per day, {week.toLowerCase()}.
      </Typography>
    </Stack>
  );
}
