import { BarChart } from '@mui/x-charts/BarChart';

// Bird sightings reported in one week: counts range from none to thousands.
const species = ['Starling', 'Blackbird', 'Kestrel', 'Bittern', 'Osprey'];
const sightings = [4820, 610, 37, 2, 0];

export default function SymlogSightings() {
  return (
    <BarChart
      height={260}
      margin={{ top: 24 }}
      aria-label="Bird sightings per species on a symlog scale"
      xAxis={[{ scaleType: 'band', data: species }]}
      // A log scale cannot place 0, the start of every bar. symlog is linear around 0 and logarithmic further out.
      yAxis={[{ scaleType: 'symlog', width: 44, tickNumber: 5 }]}
      series={[{ label: 'Sightings', data: sightings }]}
      barLabel="value"
      hideLegend
    />
  );
}
