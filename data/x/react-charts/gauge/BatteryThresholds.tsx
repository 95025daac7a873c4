import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

type Level = 'error' | 'warning' | 'success';

function levelOf(charge: number): Level {
  if (charge <= 20) {
    return 'error';
  }
  if (charge <= 50) {
    return 'warning';
  }
  return 'success';
}

export default function BatteryThresholds() {
  const [charge, setCharge] = React.useState(34);
  const level = levelOf(charge);

  return (
    <Box sx={{ maxWidth: 320, mx: 'auto', textAlign: 'center' }}>
      <Gauge
        height={180}
        value={charge}
        startAngle={-110}
        endAngle={110}
        cornerRadius="50%"
        title={`Drone battery: ${charge}%`}
        text={({ value }) => `${value}%`}
        sx={(theme) => ({
          [`& .${gaugeClasses.valueText}`]: { fontSize: 32, fontWeight: 600 },
          [`& .${gaugeClasses.valueArc}`]: { fill: (theme.vars || theme).palette[level].main },
          [`& .${gaugeClasses.referenceArc}`]: {
            fill: (theme.vars || theme).palette.action.disabledBackground,
          },
        })}
      />
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Battery of the survey drone ({level === 'success' ? 'ready' : level === 'warning' ? 'low' : 'critical'})
      </Typography>
      <Slider
        aria-label="Battery charge"
        value={charge}
        onChange={(event, value) => setCharge(value as number)}
        valueLabelDisplay="auto"
        color={level}
      />
    </Box>
  );
}
