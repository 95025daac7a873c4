import { ScatterChart, type ScatterMarkerProps } from '@mui/x-charts/ScatterChart';

// Illustrative figures: GDP per person (US$), life expectancy (years), population (millions).
const countries = [
  { id: 'NG', name: 'Nigeria', gdp: 2200, life: 54, pop: 224 },
  { id: 'IN', name: 'India', gdp: 2500, life: 70, pop: 1430 },
  { id: 'ID', name: 'Indonesia', gdp: 4900, life: 71, pop: 278 },
  { id: 'EG', name: 'Egypt', gdp: 3500, life: 70, pop: 113 },
  { id: 'BR', name: 'Brazil', gdp: 10000, life: 75, pop: 216 },
  { id: 'CN', name: 'China', gdp: 12600, life: 78, pop: 1410 },
  { id: 'MX', name: 'Mexico', gdp: 13900, life: 75, pop: 128 },
  { id: 'PL', name: 'Poland', gdp: 22100, life: 77, pop: 37 },
  { id: 'JP', name: 'Japan', gdp: 33800, life: 84, pop: 124 },
  { id: 'DE', name: 'Germany', gdp: 52700, life: 81, pop: 84 },
  { id: 'US', name: 'United States', gdp: 81600, life: 77, pop: 335 },
  { id: 'NO', name: 'Norway', gdp: 87900, life: 83, pop: 5.5 },
];
const points = countries.map((country) => ({ id: country.id, x: country.gdp, y: country.life, z: country.pop }));

// The marker slot reads the population of its point and scales the circle's area with it.
function Bubble({ x, y, color, dataIndex, isFaded, isHighlighted, onClick }: ScatterMarkerProps) {
  const radius = 3 + Math.sqrt(countries[dataIndex].pop) * 0.8;
  return (
    <circle
      cx={x}
      cy={y}
      r={radius}
      fill={color}
      fillOpacity={isFaded ? 0.15 : 0.55}
      stroke={color}
      strokeWidth={isHighlighted ? 2.5 : 1}
      onClick={onClick}
    />
  );
}

export default function CountryBubbles() {
  return (
    <ScatterChart
      height={360}
      margin={{ top: 36, right: 36 }}
      xAxis={[
        {
          scaleType: 'log',
          min: 1000,
          max: 100000,
          label: 'GDP per person (log scale)',
          tickInterval: [1000, 3000, 10000, 30000, 100000],
          valueFormatter: (value: number) => `$${value / 1000}k`,
        },
      ]}
      yAxis={[{ min: 50, max: 90, label: 'Life expectancy' }]}
      series={[
        {
          label: 'Countries',
          data: points,
          highlightScope: { highlight: 'item', fade: 'global' },
          valueFormatter: (point, { dataIndex }) =>
            point ? `${countries[dataIndex].name}: $${point.x.toLocaleString('en-US')}, ${point.y} years, ${point.z}M people` : '',
        },
      ]}
      slots={{ marker: Bubble }}
      hideLegend
    />
  );
}
