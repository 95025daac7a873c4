import { LineChart } from '@mui/x-charts/LineChart';

const years = ['2018', '2019', '2020', '2021', '2022', '2023', '2024', '2025'];
const twh = (value: number | null) => (value === null ? '' : `${value} TWh`);

export default function EnergyMixStacked() {
  return (
    <LineChart
      height={320}
      margin={{ top: 24, right: 24 }}
      xAxis={[{ scaleType: 'point', data: years }]}
      yAxis={[{ label: 'TWh' }]}
      series={[
        { label: 'Solar', data: [12, 15, 19, 24, 31, 39, 48, 57], stack: 'mix', area: true, showMark: false, valueFormatter: twh },
        { label: 'Wind', data: [34, 38, 41, 44, 49, 53, 58, 61], stack: 'mix', area: true, showMark: false, valueFormatter: twh },
        { label: 'Hydro', data: [21, 20, 22, 21, 19, 22, 21, 22], stack: 'mix', area: true, showMark: false, valueFormatter: twh },
        { label: 'Gas', data: [58, 55, 52, 50, 44, 40, 35, 31], stack: 'mix', area: true, showMark: false, valueFormatter: twh },
      ]}
    />
  );
}
