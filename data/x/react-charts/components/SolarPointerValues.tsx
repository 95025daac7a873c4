import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useSvgRef, useYScale } from '@mui/x-charts/hooks';

const hours = ['6h', '7h', '8h', '9h', '10h', '11h', '12h', '13h', '14h', '15h', '16h', '17h', '18h'];
const output = [0.2, 0.9, 2.1, 3.4, 4.6, 5.5, 5.9, 5.8, 5.2, 4.1, 2.8, 1.4, 0.4]; // kW
const irradiance = [40, 150, 310, 480, 640, 760, 820, 800, 720, 570, 390, 200, 60]; // W/m²

// Follows the pointer and converts its height into a value on each y-axis with `invert`.
function PointerValues() {
  const svgRef = useSvgRef();
  const { left, top, width, height } = useDrawingArea();
  const powerScale = useYScale<'linear'>('power');
  const sunScale = useYScale<'linear'>('sun');
  const [pointerY, setPointerY] = React.useState<number | null>(null);

  React.useEffect(() => {
    const svg = svgRef.current;
    if (!svg) {
      return undefined;
    }
    const handleMove = (event: PointerEvent) => {
      const y = event.clientY - svg.getBoundingClientRect().top;
      setPointerY(y >= top && y <= top + height ? y : null);
    };
    const handleLeave = () => setPointerY(null);
    svg.addEventListener('pointermove', handleMove);
    svg.addEventListener('pointerleave', handleLeave);
    return () => {
      svg.removeEventListener('pointermove', handleMove);
      svg.removeEventListener('pointerleave', handleLeave);
    };
  }, [svgRef, top, height]);

  if (pointerY === null) {
    return null;
  }
  return (
    <g pointerEvents="none" fill="currentColor" fontSize={12}>
      <line x1={left} x2={left + width} y1={pointerY} y2={pointerY} stroke="currentColor" strokeDasharray="3 3" />
      <text x={left + 6} y={pointerY - 6}>
        {powerScale.invert(pointerY).toFixed(1)} kW
      </text>
      <text x={left + width - 6} y={pointerY - 6} textAnchor="end">
        {Math.round(sunScale.invert(pointerY))} W/m²
      </text>
    </g>
  );
}

export default function SolarPointerValues() {
  return (
    <LineChart
      height={300}
      margin={{ top: 24 }}
      title="Rooftop solar output and sunlight intensity over a day"
      xAxis={[{ scaleType: 'point', data: hours }]}
      yAxis={[
        { id: 'power', min: 0, max: 8, width: 44, valueFormatter: (value: number) => `${value} kW` },
        { id: 'sun', min: 0, max: 1000, position: 'right', width: 56 },
      ]}
      series={[
        { label: 'Output (kW)', data: output, yAxisId: 'power', color: '#f9a825' },
        { label: 'Irradiance (W/m²)', data: irradiance, yAxisId: 'sun', color: '#5e35b1', showMark: false },
      ]}
      sx={{ color: 'text.primary' }}
    >
      <PointerValues />
    </LineChart>
  );
}
