import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton, { toggleButtonClasses } from '@mui/material/ToggleButton';
import ToggleButtonGroup, { toggleButtonGroupClasses } from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const { grouped } = toggleButtonGroupClasses;
const { selected } = toggleButtonClasses;

// Separate round buttons: give back the borders and corners the group removes.
// `&&` doubles the class, so these rules outrank the group's own ones.
const DayGroup = styled(ToggleButtonGroup)(({ theme }) => ({
  gap: theme.spacing(1),
  flexWrap: 'wrap',
  [`&& .${grouped}, && .${grouped}.${selected} + .${grouped}.${selected}`]: {
    width: 40,
    height: 40,
    margin: 0,
    border: `1px solid ${(theme.vars || theme).palette.divider}`,
    borderRadius: '50%',
  },
}));

const days = [
  { value: 'mon', short: 'M', name: 'Monday' },
  { value: 'tue', short: 'T', name: 'Tuesday' },
  { value: 'wed', short: 'W', name: 'Wednesday' },
  { value: 'thu', short: 'T', name: 'Thursday' },
  { value: 'fri', short: 'F', name: 'Friday' },
  { value: 'sat', short: 'S', name: 'Saturday' },
  { value: 'sun', short: 'S', name: 'Sunday' },
];

export default function AlarmDays() {
  const [repeat, setRepeat] = React.useState<string[]>(['mon', 'tue', 'wed', 'thu', 'fri']);

  return (
    <Stack spacing={2}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Alarm 06:45, repeats on {repeat.length} {repeat.length === 1 ? 'day' : 'days'}
      </Typography>
      <DayGroup
        color="primary"
        value={repeat}
        onChange={(event, next: string[]) => setRepeat(next)}
        aria-label="Repeat alarm on"
      >
        {days.map((day) => (
          <ToggleButton key={day.value} value={day.value} aria-label={day.name}>
            {day.short}
          </ToggleButton>
        ))}
      </DayGroup>
    </Stack>
  );
}
