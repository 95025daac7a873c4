import * as React from 'react';
import Box from '@mui/material/Box';
import Slider, { SliderThumb } from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// A thick, rounded slider in the style of a phone's control centre.
const PillSlider = styled(Slider)(({ theme }) => ({
  height: 28,
  padding: '8px 0',
  borderRadius: 14,
  '& .MuiSlider-rail': {
    opacity: 1,
    backgroundColor: (theme.vars ?? theme).palette.action.selected,
  },
  '& .MuiSlider-track': { border: 'none' },
  '& .MuiSlider-thumb': {
    width: 28,
    height: 28,
    backgroundColor: (theme.vars ?? theme).palette.background.paper,
    border: '3px solid currentColor',
    boxShadow: 'none',
    '&:hover, &.Mui-focusVisible, &.Mui-active': {
      boxShadow: `0 0 0 6px ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.2)}`,
    },
  },
}));

// A custom thumb: it must render `children` (the hidden input) and spread the other props.
function GripThumb(props: React.HTMLAttributes<HTMLSpanElement>) {
  const { children, ...other } = props;
  return (
    <SliderThumb {...other}>
      {children}
      <Box aria-hidden sx={{ display: 'flex', gap: '2px' }}>
        {[0, 1, 2].map((line) => (
          <Box key={line} sx={{ width: '1px', height: 10, bgcolor: 'background.paper' }} />
        ))}
      </Box>
    </SliderThumb>
  );
}

function seconds(value: number) {
  return `0:${String(value).padStart(2, '0')}`;
}

export default function CustomizedSliders() {
  return (
    <Box sx={{ width: { xs: '100%', sm: 320 } }}>
      <Typography variant="body2" color="text.secondary">
        Screen brightness
      </Typography>
      <PillSlider aria-label="Screen brightness" defaultValue={65} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Trim clip
      </Typography>
      <Slider
        slots={{ thumb: GripThumb }}
        getAriaLabel={(index) => (index === 0 ? 'Clip start' : 'Clip end')}
        defaultValue={[8, 42]}
        max={59}
        valueLabelDisplay="auto"
        valueLabelFormat={seconds}
        getAriaValueText={seconds}
        sx={{
          height: 6,
          '& .MuiSlider-thumb': { width: 20, height: 26, borderRadius: 1 },
        }}
      />
    </Box>
  );
}
