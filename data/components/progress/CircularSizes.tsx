import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

const samples = [
  { size: 16, thickness: 5, caption: '16 px, inline' },
  { size: 24, thickness: 4.5, caption: '24 px, toolbar' },
  { size: 40, thickness: 3.6, caption: '40 px, default' },
  { size: '4rem', thickness: 2.5, caption: '4rem, page' },
];

export default function CircularSizes() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'flex-end' }}>
      {samples.map(({ size, thickness, caption }) => (
        <Box
          key={caption}
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}
        >
          <CircularProgress
            size={size}
            thickness={thickness}
            aria-label={`Loading (${caption})`}
          />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {caption}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
