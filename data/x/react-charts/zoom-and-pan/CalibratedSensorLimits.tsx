import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Humidity in a museum storeroom, one reading per 10 minutes over 20 hours.
// The first 4 hours (20% of the axis) were the sensor's calibration run: readers cannot reach them.
const minutes = Array.from({ length: 120 }, (_, index) => index * 10);
const humidity = minutes.map((minute, index) => {
  if (minute < 240) {
    return Math.round(30 + 25 * Math.abs(Math.sin(index / 3)));
  }
  return Math.round((48 + 3 * Math.sin(index / 9) + ((index * 7) % 5) / 4) * 10) / 10;
});
const clock = (minute: number) => {
  const total = (8 * 60 + minute) % (24 * 60); // the log starts at 08:00
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

export default function CalibratedSensorLimits() {
  return (
    <LineChartPro
      height={260}
      margin={{ top: 16, right: 24 }}
      xAxis={[
        {
          id: 'time',
          scaleType: 'point',
          data: minutes,
          valueFormatter: clock,
          zoom: {
            minStart: 20,
            maxEnd: 100,
            minSpan: 15,
            maxSpan: 60,
            filterMode: 'discard',
            slider: { enabled: true },
          },
        },
      ]}
      yAxis={[{ width: 44, valueFormatter: (value: number) => `${value}%` }]}
      series={[{ data: humidity, label: 'Relative humidity', showMark: false, valueFormatter: (value) => `${value}%` }]}
      initialZoom={[{ axisId: 'time', start: 20, end: 60 }]}
    />
  );
}
