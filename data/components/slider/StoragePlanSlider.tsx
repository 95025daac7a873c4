import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

// The slider moves over 0..4 and `scale` maps each step to a storage size in GB.
const sizeOf = (step: number) => 64 * 2 ** step;

function formatSize(gigabytes: number) {
  return gigabytes >= 1024 ? `${gigabytes / 1024} TB` : `${gigabytes} GB`;
}

const marks = [0, 1, 2, 3, 4].map((step) => ({ value: step, label: formatSize(sizeOf(step)) }));

export default function StoragePlanSlider() {
  const [step, setStep] = React.useState(2);

  return (
    <Box sx={{ width: { xs: '100%', sm: 400 }, px: 2 }}>
      <Slider
        aria-label="Storage"
        value={step}
        onChange={(event, value) => setStep(value)}
        min={0}
        max={4}
        step={1}
        marks={marks}
        scale={sizeOf}
        valueLabelDisplay="auto"
        valueLabelFormat={formatSize}
        getAriaValueText={formatSize}
      />
      <Typography variant="body2" color="text.secondary">
        {formatSize(sizeOf(step))} plan: ${(step + 1) * 3} per month
      </Typography>
    </Box>
  );
}
