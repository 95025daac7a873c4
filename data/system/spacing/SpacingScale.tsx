import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const steps = [0, 0.5, 1, 2, 3, 4];

export default function SpacingScale() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2 }}>
      {steps.map((step) => (
        <Box key={step} sx={{ textAlign: 'center' }}>
          {/* The outer box shows the padding; the inner box is the content. */}
          <Box
            sx={{
              p: step,
              bgcolor: 'primary.main',
              borderRadius: 1,
              display: 'inline-block',
            }}
          >
            <Box sx={{ width: 24, height: 24, bgcolor: 'background.paper', borderRadius: 0.5 }} />
          </Box>
          <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace' }}>
            p: {step}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {step * 8}px
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
