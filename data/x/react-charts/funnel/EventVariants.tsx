import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// A city library's free coding workshop.
const workshop = [
  { label: 'Invited', value: 900 },
  { label: 'Registered', value: 340 },
  { label: 'Attended', value: 260 },
  { label: 'Gave feedback', value: 120 },
];

export default function EventVariants() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {(['filled', 'outlined'] as const).map((variant) => (
        <Box key={variant} sx={{ flex: 1, minWidth: 260 }}>
          <FunnelChart
            height={300}
            title={`Coding workshop attendance, ${variant} variant`}
            series={[{ data: workshop, variant }]}
            slotProps={{ legend: { position: { vertical: 'bottom', horizontal: 'center' } } }}
          />
        </Box>
      ))}
    </Stack>
  );
}
