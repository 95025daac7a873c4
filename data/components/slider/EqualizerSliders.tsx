import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const bands = [
  { label: '60 Hz', gain: 4 },
  { label: '250 Hz', gain: 1 },
  { label: '1 kHz', gain: -2 },
  { label: '4 kHz', gain: 3 },
  { label: '16 kHz', gain: 5 },
];

const BandSlider = styled(Slider)(({ theme }) => ({
  height: 140,
  '& .MuiSlider-thumb': {
    width: 14,
    height: 14,
    borderRadius: 4,
  },
  '& .MuiSlider-rail': {
    opacity: 0.25,
    backgroundColor: (theme.vars ?? theme).palette.text.primary,
  },
}));

export default function EqualizerSliders() {
  return (
    <Stack direction="row" spacing={3} sx={{ justifyContent: 'center' }}>
      {bands.map((band) => (
        <Box key={band.label} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          <BandSlider
            orientation="vertical"
            aria-label={`${band.label} gain`}
            defaultValue={band.gain}
            min={-12}
            max={12}
            track={false}
            valueLabelDisplay="auto"
            getAriaValueText={(value) => `${value} decibels`}
          />
          <Typography variant="caption" color="text.secondary">
            {band.label}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
