import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export default function CircularIndeterminate() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <CircularProgress aria-label="Loading messages" />
        <Typography variant="body2" color="text.secondary">
          Loading messages…
        </Typography>
      </Box>
      <CircularProgress color="secondary" aria-label="Syncing calendar" />
      <CircularProgress color="success" aria-label="Publishing post" />
      <CircularProgress color="inherit" aria-label="Refreshing feed" />
    </Box>
  );
}
