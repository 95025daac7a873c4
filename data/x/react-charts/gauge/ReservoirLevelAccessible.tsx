import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

const capacity = 48; // million m³
const stored = 31.2;
const daysOfSupply = 95;

export default function ReservoirLevelAccessible() {
  return (
    <Stack sx={{ alignItems: 'center' }}>
      <Typography id="reservoir-level-label" variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        Lake Carrow reservoir
      </Typography>
      <Gauge
        width={240}
        height={160}
        value={stored}
        valueMax={capacity}
        startAngle={-90}
        endAngle={90}
        innerRadius="72%"
        // The visible heading names the meter; the value text is what screen readers announce.
        aria-labelledby="reservoir-level-label"
        aria-valuetext={`${stored} of ${capacity} million cubic metres, about ${daysOfSupply} days of supply`}
        text={({ value }) => `${value} M m³`}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        65% full · about {daysOfSupply} days of supply
      </Typography>
    </Stack>
  );
}
