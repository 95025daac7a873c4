import Box from '@mui/material/Box';
import Grid from '@mui/material/GridLegacy';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';

const week = [
  { day: 'Mon', done: true },
  { day: 'Tue', done: true },
  { day: 'Wed', done: false },
  { day: 'Thu', done: true },
  { day: 'Fri', done: true },
  { day: 'Sat', done: false },
  { day: 'Sun', done: true },
];

export default function HabitWeek() {
  return (
    <Grid container columns={7} spacing={1}>
      <Grid item xs={7}>
        <Typography variant="body2">Morning run · 5 of 7 days</Typography>
      </Grid>
      {week.map(({ day, done }) => (
        // One column out of seven: a day.
        <Grid item xs={1} key={day}>
          <Box sx={{ textAlign: 'center', py: 1, borderRadius: 1, bgcolor: 'action.hover' }}>
            <Typography variant="caption" component="div">
              {day}
            </Typography>
            {done ? (
              <CheckCircleIcon color="success" titleAccess="Done" />
            ) : (
              <RadioButtonUncheckedIcon color="action" titleAccess="Missed" />
            )}
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
