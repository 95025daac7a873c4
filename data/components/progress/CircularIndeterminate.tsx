import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function CircularIndeterminate() {
  return (
    <Paper
      variant="outlined"
      aria-busy="true"
      sx={{
        width: '100%',
        maxWidth: 360,
        minHeight: 160,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress aria-label="Loading conversations" />
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="body2">Loading conversations…</Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Your inbox will appear here in a moment.
        </Typography>
      </Box>
    </Paper>
  );
}
