import { ScatterChart } from '@mui/x-charts/ScatterChart';

const cars = [
  { model: 'City 1.0', power: 70, consumption: 4.6 },
  { model: 'City 1.2', power: 90, consumption: 5.0 },
  { model: 'Hatch 1.5', power: 115, consumption: 5.4 },
  { model: 'Hatch GT', power: 180, consumption: 6.9 },
  { model: 'Sedan 2.0', power: 150, consumption: 6.1 },
  { model: 'Sedan V6', power: 250, consumption: 8.8 },
  { model: 'SUV 2.0', power: 165, consumption: 7.4 },
  { model: 'SUV 3.0', power: 265, consumption: 9.6 },
  { model: 'Van 2.2', power: 140, consumption: 7.9 },
  { model: 'Coupe', power: 320, consumption: 10.4 },
  { model: 'Roadster', power: 200, consumption: 7.2 },
  { model: 'Pickup', power: 210, consumption: 10.1 },
];

export default function CarsDataset() {
  return (
    <ScatterChart
      height={320}
      margin={{ top: 24, right: 24 }}
      dataset={cars}
      xAxis={[{ label: 'Power (hp)' }]}
      yAxis={[{ label: 'Consumption (l/100 km)' }]}
      series={[
        {
          label: 'Cars',
          datasetKeys: { id: 'model', x: 'power', y: 'consumption' },
          markerSize: 6,
          valueFormatter: (point, { dataIndex }) =>
            point ? `${cars[dataIndex].model}: ${point.x} hp, ${point.y} l/100 km` : '',
        },
      ]}
      hideLegend
    />
  );
}
