import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

// Only these resolutions exist, and they are not evenly spaced.
const resolutions = [
  { value: 360, label: '360p' },
  { value: 720, label: '720p' },
  { value: 1080, label: '1080p' },
  { value: 1440, label: '1440p' },
  { value: 2160, label: '4K' },
];

function resolutionName(value: number) {
  return resolutions.find((mark) => mark.value === value)?.label ?? `${value}p`;
}

export default function VideoQualitySlider() {
  const [height, setHeight] = React.useState(1080);

  return (
    <Box sx={{ width: { xs: '100%', sm: 400 }, px: 2 }}>
      <Slider
        aria-label="Maximum streaming quality"
        value={height}
        onChange={(event, value) => setHeight(value)}
        min={360}
        max={2160}
        step={null}
        marks={resolutions}
        getAriaValueText={resolutionName}
      />
      <Typography variant="body2" color="text.secondary">
        Videos stream at up to {resolutionName(height)} on this device.
      </Typography>
    </Box>
  );
}
