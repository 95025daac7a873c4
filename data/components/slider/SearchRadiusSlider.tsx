import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

const marks = [
  { value: 5, label: 'Walking' },
  { value: 15, label: 'Cycling' },
  { value: 50, label: 'Driving' },
];

function kilometres(value: number) {
  return `${value} km`;
}

export default function SearchRadiusSlider() {
  return (
    <Box sx={{ width: { xs: '100%', sm: 360 }, px: 2 }}>
      <Slider
        aria-label="Search radius for nearby stores"
        defaultValue={10}
        min={1}
        max={50}
        marks={marks}
        valueLabelDisplay="auto"
        valueLabelFormat={kilometres}
        getAriaValueText={kilometres}
      />
    </Box>
  );
}
