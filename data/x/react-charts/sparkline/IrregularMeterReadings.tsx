import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Water meter readings, taken whenever the caretaker passed by: the gaps are uneven.
const readings = [
  { at: '2025-03-01T08:00:00Z', litres: 412 },
  { at: '2025-03-02T09:30:00Z', litres: 398 },
  { at: '2025-03-05T07:45:00Z', litres: 455 },
  { at: '2025-03-06T18:10:00Z', litres: 431 },
  { at: '2025-03-11T08:20:00Z', litres: 502 },
  { at: '2025-03-12T08:05:00Z', litres: 476 },
  { at: '2025-03-19T10:00:00Z', litres: 390 },
  { at: '2025-03-20T09:15:00Z', litres: 367 },
];

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

export default function IrregularMeterReadings() {
  return (
    <Box sx={{ maxWidth: 480 }}>
      <Typography variant="body2" component="p" sx={{ mb: 1 }}>
        Daily water use, March 2025 (times in UTC)
      </Typography>
      <SparkLineChart
        data={readings.map((reading) => reading.litres)}
        height={80}
        showTooltip
        showHighlight
        // A time axis spaces the points by date, and names them in the tooltip.
        xAxis={{
          scaleType: 'time',
          data: readings.map((reading) => new Date(reading.at)),
          valueFormatter: (value: Date) => dateFormat.format(value),
        }}
        valueFormatter={(value) => `${value} L`}
        aria-label="Water use at each meter reading in March 2025"
      />
    </Box>
  );
}
