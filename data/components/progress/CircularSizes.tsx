import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export default function CircularSizes() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
      <CircularProgress size={20} aria-label="Small spinner" />
      <CircularProgress size="2.5rem" aria-label="Spinner sized in rem" />
      <CircularProgress size={64} thickness={5} aria-label="Large, thick spinner" />
      <CircularProgress enableTrackSlot aria-label="Spinner with a track" />
      <CircularProgress
        variant="determinate"
        value={72}
        enableTrackSlot
        size={56}
        aria-label="Storage used"
      />
      <CircularProgress disableShrink aria-label="Spinner without the shrink animation" />
    </Box>
  );
}
