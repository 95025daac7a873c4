import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

// Copies sold last month by a book shop, one bar per title, best sellers first.
const titles = [
  'The Salt Road',
  'Night Trains',
  'A Garden in Winter',
  'Field Notes',
  'The Quiet Harbour',
  'Paper Kites',
  'Under the Linden',
  'Maps of Nowhere',
  'The Glass Orchard',
  'Small Hours',
  'North of the River',
  'Lantern Season',
  'The Last Ferry',
  'Copper Skies',
  'Hollow Pines',
  'The Clockmaker',
  'Island Recipes',
  'Stone and Sea',
  'Late Bloomers',
  'The Long Table',
  'Wild Mint',
  'Harbour Lights',
  'The Map Room',
  'Second Spring',
];
const copies = titles.map((_, index) => Math.round(412 * 0.9 ** index + ((index * 7) % 5) * 3));

export default function ZoomHorizontalBars() {
  return (
    <BarChartPro
      height={260}
      layout="horizontal"
      margin={{ top: 8, right: 24 }}
      xAxis={[{ label: 'Copies sold' }]}
      yAxis={[
        {
          id: 'title',
          scaleType: 'band',
          data: titles,
          width: 130,
          // Eight titles at a time: drag the bars up and down to see the others.
          zoom: { minSpan: 20, maxSpan: 60 },
        },
      ]}
      initialZoom={[{ axisId: 'title', start: 0, end: 34 }]}
      series={[{ data: copies, label: 'March', valueFormatter: (value) => `${value} copies` }]}
    />
  );
}
