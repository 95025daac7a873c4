import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const swatches = ['primary.main', 'secondary.main', 'success.main', 'text.secondary'];

export default function RoundedPagination() {
  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 420, mx: 'auto' }}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        Brand assets
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1, mb: 2 }}>
        {swatches.map((color) => (
          <Box key={color} sx={{ height: 56, borderRadius: 1, bgcolor: color }} />
        ))}
      </Box>
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <Pagination count={6} shape="rounded" aria-label="Asset pages, rounded" />
        <Pagination count={6} shape="rounded" variant="outlined" color="primary" aria-label="Asset pages, rounded outlined" />
      </Stack>
    </Paper>
  );
}
