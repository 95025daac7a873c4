import Box from '@mui/material/Box';
import {
  GaugeContainer,
  GaugeReferenceArc,
  GaugeValueArc,
  useGaugeState,
} from '@mui/x-charts/Gauge';

function Needle() {
  const { valueAngle, outerRadius, cx, cy } = useGaugeState();

  if (valueAngle === null) {
    // No value: nothing to point at.
    return null;
  }

  // Angles are in radians, measured clockwise from 12 o'clock.
  const tip = {
    x: cx + outerRadius * Math.sin(valueAngle),
    y: cy - outerRadius * Math.cos(valueAngle),
  };

  return (
    <g>
      <circle cx={cx} cy={cy} r={6} fill="currentColor" />
      <path d={`M ${cx} ${cy} L ${tip.x} ${tip.y}`} stroke="currentColor" strokeWidth={3} />
    </g>
  );
}

export default function SpeedometerNeedle() {
  return (
    <Box sx={{ color: 'text.primary', maxWidth: 280, mx: 'auto' }}>
      <GaugeContainer
        height={170}
        startAngle={-110}
        endAngle={110}
        value={87}
        valueMax={130}
        innerRadius="82%"
        title="Current speed: 87 of 130 km/h"
      >
        <GaugeReferenceArc />
        <GaugeValueArc />
        <Needle />
      </GaugeContainer>
    </Box>
  );
}
