import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

function percent(value: number) {
  return `${value}%`;
}

const percentMarks = [0, 50, 100].map((value) => ({ value, label: percent(value) }));

export default function CpuAlertThreshold() {
  return (
    <Box sx={{ width: { xs: '100%', sm: 360 }, px: 2 }}>
      <Typography variant="body2" color="text.secondary">
        Alert when CPU usage goes above
      </Typography>
      <Slider
        aria-label="CPU alert threshold"
        defaultValue={80}
        track="inverted"
        color="error"
        marks={percentMarks}
        valueLabelDisplay="auto"
        valueLabelFormat={percent}
        getAriaValueText={percent}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Alert when room humidity leaves the comfort band
      </Typography>
      <Slider
        getAriaLabel={(index) => (index === 0 ? 'Lowest comfortable humidity' : 'Highest comfortable humidity')}
        defaultValue={[40, 60]}
        track="inverted"
        color="warning"
        marks={percentMarks}
        valueLabelDisplay="auto"
        valueLabelFormat={percent}
        getAriaValueText={percent}
      />
    </Box>
  );
}
