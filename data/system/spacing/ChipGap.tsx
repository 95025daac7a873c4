import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const topics = ['React', 'Accessibility', 'Design tokens', 'Testing', 'Performance', 'SSR', 'Theming'];

export default function ChipGap() {
  const [gap, setGap] = React.useState(1);

  return (
    <Box sx={{ maxWidth: 480 }}>
      <Typography id="chip-gap-label" variant="body2" gutterBottom>
        gap: {gap}
      </Typography>
      <Slider
        aria-labelledby="chip-gap-label"
        value={gap}
        onChange={(event, value) => setGap(value as number)}
        min={0}
        max={4}
        step={0.5}
        marks
        sx={{ mb: 2 }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap }}>
        {topics.map((topic) => (
          <Chip key={topic} label={topic} variant="outlined" />
        ))}
      </Box>
    </Box>
  );
}
