import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const lines = [
  { label: 'Ceramic pour-over set', amount: '€34.00' },
  { label: 'Single-origin beans, 250 g', amount: '€12.50' },
  { label: 'Shipping', amount: '€4.90' },
];

export default function OrderSummaryDivider() {
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360, p: 2 }}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        Order #1042
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Arrives Tuesday, 14 May
      </Typography>
      <Divider sx={{ my: 1.5 }} />
      <Stack spacing={1}>
        {lines.map((line) => (
          <Box key={line.label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography variant="body2">{line.label}</Typography>
            <Typography variant="body2">{line.amount}</Typography>
          </Box>
        ))}
      </Stack>
      <Divider sx={{ my: 1.5 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 600 }}>Total</Typography>
        <Typography sx={{ fontWeight: 600 }}>€51.40</Typography>
      </Box>
    </Paper>
  );
}
