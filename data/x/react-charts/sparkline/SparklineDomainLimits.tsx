import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import type { YAxis } from '@mui/x-charts/models';

// Net cash flow of a small shop per week, in € thousands: from -7 to 23.
const cashFlow = [4, -2, 9, 15, -7, 3, 23, 11, 6, -4, 12, 18];

const variants: { name: string; yAxis: YAxis }[] = [
  { name: "domainLimit: 'nice' (default)", yAxis: { domainLimit: 'nice' } },
  { name: "domainLimit: 'strict'", yAxis: { domainLimit: 'strict' } },
  {
    name: 'domainLimit: 5 units of room',
    yAxis: { domainLimit: (min, max) => ({ min: min - 5, max: max + 5 }) },
  },
  {
    name: 'domainLimit: symmetric around 0',
    yAxis: {
      domainLimit: (min, max) => {
        const extent = Math.max(Math.abs(min), Math.abs(max));
        return { min: -extent, max: extent };
      },
    },
  },
];

export default function SparklineDomainLimits() {
  return (
    <Stack spacing={1.5}>
      {variants.map((variant) => (
        <Stack key={variant.name} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" component="p" sx={{ width: 240, flexShrink: 0, fontFamily: 'monospace' }}>
            {variant.name}
          </Typography>
          <Box sx={{ flexGrow: 1, maxWidth: 360, border: 1, borderColor: 'divider' }}>
            <SparkLineChart
              data={cashFlow}
              height={60}
              plotType="bar"
              yAxis={variant.yAxis}
              showTooltip
              valueFormatter={(value) => `€${value}k`}
              aria-label={`Weekly net cash flow, y-axis with ${variant.name}`}
            />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
