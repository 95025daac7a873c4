import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';

// A tiny seeded generator: the same "random" data on the server and in the browser.
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = mulberry32(48);
// Flats listed by a letting agency: floor area in m² against monthly rent in euros.
const listings = Array.from({ length: 90 }, (_, index) => {
  const area = Math.round(24 + random() * 106);
  const central = index % 3 === 0;
  const rent = Math.round((area * (central ? 19 : 14) + 150 + random() * 320) / 10) * 10;
  return { id: `flat-${index}`, x: area, y: rent, central };
});

export default function ZoomScatterBothAxes() {
  return (
    <ScatterChartPro
      height={260}
      margin={{ top: 16, right: 24 }}
      xAxis={[{ id: 'area', label: 'Floor area (m²)', zoom: true }]}
      yAxis={[{ id: 'rent', width: 56, zoom: true, valueFormatter: (value: number) => `€${value}` }]}
      series={[
        {
          label: 'City centre',
          data: listings.filter((flat) => flat.central),
          valueFormatter: (flat) => (flat ? `${flat.x} m², €${flat.y} a month` : ''),
        },
        {
          label: 'Suburbs',
          data: listings.filter((flat) => !flat.central),
          valueFormatter: (flat) => (flat ? `${flat.x} m², €${flat.y} a month` : ''),
        },
      ]}
    />
  );
}
