import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// Feature ideas scored by the team: effort (person-weeks) and impact (1–10).
const ideas = [
  { id: 'sso', name: 'Single sign-on', x: 6, y: 8 },
  { id: 'dark', name: 'Dark mode', x: 2, y: 6 },
  { id: 'csv', name: 'CSV import', x: 3, y: 8.5 },
  { id: 'ai', name: 'AI summaries', x: 9, y: 7 },
  { id: 'emoji', name: 'Emoji reactions', x: 1.5, y: 2.5 },
  { id: 'offline', name: 'Offline mode', x: 8.5, y: 4 },
  { id: 'audit', name: 'Audit log', x: 4, y: 7 },
  { id: 'themes', name: 'Custom themes', x: 6.5, y: 3 },
  { id: 'search', name: 'Better search', x: 3.5, y: 9 },
];

export default function EffortImpactQuadrants() {
  return (
    <ScatterChart
      height={360}
      margin={{ top: 24, right: 24 }}
      xAxis={[{ label: 'Effort (person-weeks)', min: 0, max: 10 }]}
      yAxis={[{ label: 'Impact', min: 0, max: 10 }]}
      series={[
        {
          label: 'Ideas',
          data: ideas,
          markerSize: 7,
          valueFormatter: (point, { dataIndex }) =>
            point ? `${ideas[dataIndex].name}: effort ${point.x}, impact ${point.y}` : '',
        },
      ]}
      hideLegend
    >
      <ChartsReferenceLine x={5} lineStyle={{ strokeDasharray: '4 4' }} />
      <ChartsReferenceLine y={5} lineStyle={{ strokeDasharray: '4 4' }} />
      <ChartsReferenceLine y={10} label="Quick wins" labelAlign="start" lineStyle={{ stroke: 'none' }} />
      <ChartsReferenceLine y={10} label="Big bets" labelAlign="end" lineStyle={{ stroke: 'none' }} />
      <ChartsReferenceLine y={0} label="Fill-ins" labelAlign="start" lineStyle={{ stroke: 'none' }} />
      <ChartsReferenceLine y={0} label="Money pits" labelAlign="end" lineStyle={{ stroke: 'none' }} />
    </ScatterChart>
  );
}
