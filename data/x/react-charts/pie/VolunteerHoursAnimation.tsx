import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

const projects = [
  { id: 'food-bank', value: 310, label: 'Food bank' },
  { id: 'tutoring', value: 240, label: 'Tutoring' },
  { id: 'park', value: 180, label: 'Park clean-up' },
  { id: 'shelter', value: 150, label: 'Animal shelter' },
  { id: 'library', value: 95, label: 'Library' },
  { id: 'repair', value: 70, label: 'Repair café' },
];

export default function VolunteerHoursAnimation() {
  const [count, setCount] = React.useState(4);
  const [hole, setHole] = React.useState(40);
  const [skipAnimation, setSkipAnimation] = React.useState(false);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
      <Stack sx={{ minWidth: 220 }}>
        <Typography id="volunteer-projects-label" variant="body2">
          Projects shown: {count}
        </Typography>
        <Slider
          size="small"
          min={1}
          max={projects.length}
          value={count}
          onChange={(_, value) => setCount(value as number)}
          aria-labelledby="volunteer-projects-label"
        />
        <Typography id="volunteer-hole-label" variant="body2">
          Inner radius: {hole}px
        </Typography>
        <Slider
          size="small"
          min={0}
          max={80}
          step={10}
          value={hole}
          onChange={(_, value) => setHole(value as number)}
          aria-labelledby="volunteer-hole-label"
        />
        <FormControlLabel
          control={<Checkbox checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
          label="skipAnimation"
        />
      </Stack>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <PieChart
          height={260}
          skipAnimation={skipAnimation}
          aria-label="Volunteer hours per project this quarter"
          series={[
            {
              data: projects.slice(0, count),
              innerRadius: hole,
              outerRadius: 110,
              paddingAngle: 1,
              valueFormatter: (item) => `${item.value} h`,
            },
          ]}
        />
      </Box>
    </Stack>
  );
}
