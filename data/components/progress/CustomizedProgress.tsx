import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import LinearProgress, { linearProgressClasses } from '@mui/material/LinearProgress';

const GoalProgress = styled(LinearProgress)(({ theme }) => ({
  height: 10,
  borderRadius: 5,
  [`&.${linearProgressClasses.colorPrimary}`]: {
    backgroundColor: (theme.vars || theme).palette.action.hover,
  },
  [`& .${linearProgressClasses.bar}`]: {
    borderRadius: 5,
    backgroundColor: (theme.vars || theme).palette.success.main,
  },
}));

const goals = [
  { name: 'Steps', value: 82 },
  { name: 'Water', value: 45 },
  { name: 'Sleep', value: 100 },
];

export default function CustomizedProgress() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      {goals.map((goal) => (
        <div key={goal.name}>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {goal.name} · {goal.value}%
          </Typography>
          <GoalProgress
            variant="determinate"
            value={goal.value}
            aria-label={`${goal.name} goal`}
          />
        </div>
      ))}
      <LinearProgress
        aria-label="Loading weekly summary"
        sx={{ height: 6, borderRadius: 3, bgcolor: 'action.selected' }}
        color="secondary"
      />
    </Stack>
  );
}
