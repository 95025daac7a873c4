import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

const devices = [
  { id: 'phone', label: 'Phone', color: '#1e88e5' },
  { id: 'desktop', label: 'Desktop', color: '#fb8c00' },
  { id: 'tablet', label: 'Tablet', color: '#8e24aa' },
];
const years = [
  { year: 2015, shares: [31, 61, 8] },
  { year: 2020, shares: [51, 43, 6] },
  { year: 2025, shares: [63, 33, 4] },
];

export default function DeviceSmallMultiples() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', justifyContent: 'center', gap: 3 }}>
        {years.map(({ year, shares }) => (
          <Stack key={year} sx={{ alignItems: 'center', width: 150 }}>
            <PieChart
              height={150}
              hideLegend
              series={[
                {
                  data: devices.map((device, index) => ({ ...device, value: shares[index] })),
                  innerRadius: 38,
                  valueFormatter: (item) => `${item.value}% of visits in ${year}`,
                },
              ]}
            />
            <Typography component="p" variant="subtitle2">
              {year}
            </Typography>
          </Stack>
        ))}
      </Stack>
      {/* One shared legend for the three charts. */}
      <Stack direction="row" spacing={2} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {devices.map((device) => (
          <Stack key={device.id} component="li" direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: device.color }} />
            <Typography variant="body2">{device.label}</Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
