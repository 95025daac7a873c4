import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

function pixels(value: number) {
  return `${value} px`;
}

export default function BrushSizeSliders() {
  return (
    <Box sx={{ width: { xs: '100%', sm: 300 } }}>
      <Typography variant="body2" color="text.secondary">
        Floating toolbar (small)
      </Typography>
      <Slider
        size="small"
        aria-label="Brush size, compact toolbar"
        defaultValue={12}
        min={1}
        max={48}
        valueLabelDisplay="auto"
        getAriaValueText={pixels}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Brush settings panel (medium)
      </Typography>
      <Slider
        aria-label="Brush size, settings panel"
        defaultValue={24}
        min={1}
        max={48}
        valueLabelDisplay="auto"
        getAriaValueText={pixels}
      />
    </Box>
  );
}
