import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function ShippingPanel({ title }: { title: string }) {
  // Every distance below goes through theme.spacing: p, gap, mt and Stack's spacing.
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: '1 1 240px' }}>
      <Typography variant="subtitle2" component="p">
        {title}
      </Typography>
      <Stack spacing={1.5} sx={{ mt: 1.5 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Typography variant="body2">Standard</Typography>
          <Typography variant="body2">3–5 days</Typography>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Typography variant="body2">Express</Typography>
          <Typography variant="body2">Next day</Typography>
        </Box>
      </Stack>
      <Button size="small" variant="outlined" sx={{ mt: 2 }}>
        Change address
      </Button>
    </Paper>
  );
}

export default function ScopedSpacingVariable() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <ShippingPanel title="--mui-spacing: 8px (theme)" />
      {/* Only with a CSS-variables theme: theme.spacing() refers to this variable. */}
      <Box sx={{ '--mui-spacing': '5px', display: 'flex', flex: '1 1 240px' }}>
        <ShippingPanel title="--mui-spacing: 5px (this box)" />
      </Box>
    </Box>
  );
}
