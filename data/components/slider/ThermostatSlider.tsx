import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

function celsius(value: number) {
  return `${value} °C`;
}

export default function ThermostatSlider() {
  return (
    <Box sx={{ width: { xs: '100%', sm: 320 } }}>
      <Slider
        aria-label="Target temperature"
        defaultValue={21}
        min={16}
        max={26}
        step={0.5}
        marks
        valueLabelDisplay="auto"
        valueLabelFormat={celsius}
        getAriaValueText={celsius}
      />
    </Box>
  );
}
