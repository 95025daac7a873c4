import Box from '@mui/material/Box';
import Slider, { SliderProps } from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const goals: {
  label: string;
  unit: string;
  color: SliderProps['color'];
  min: number;
  max: number;
  step: number;
  value: number;
}[] = [
  { label: 'Daily steps', unit: 'steps', color: 'success', min: 2000, max: 20000, step: 500, value: 8000 },
  { label: 'Sleep', unit: 'hours', color: 'secondary', min: 5, max: 10, step: 0.5, value: 7.5 },
  { label: 'Active minutes', unit: 'minutes', color: 'warning', min: 10, max: 120, step: 5, value: 30 },
  { label: 'Heart rate alert', unit: 'bpm', color: 'error', min: 100, max: 200, step: 5, value: 160 },
];

export default function FitnessGoalColors() {
  return (
    <Box sx={{ width: { xs: '100%', sm: 360 } }}>
      {goals.map((goal) => (
        <Box key={goal.label} sx={{ mb: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {goal.label}
          </Typography>
          <Slider
            aria-label={goal.label}
            color={goal.color}
            defaultValue={goal.value}
            min={goal.min}
            max={goal.max}
            step={goal.step}
            valueLabelDisplay="auto"
            getAriaValueText={(value) => `${value} ${goal.unit}`}
          />
        </Box>
      ))}
    </Box>
  );
}
