import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const radii: Array<number | string> = [0, 1, 2, 4, '50%', '16px 16px 0 0'];

export default function RadiusScale() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
      {radii.map((radius) => (
        <Box key={String(radius)} sx={{ textAlign: 'center', width: 110 }}>
          <Box
            sx={{
              width: 72,
              height: 72,
              mx: 'auto',
              bgcolor: 'secondary.main',
              borderRadius: radius,
            }}
          />
          <Typography variant="caption" component="p" sx={{ mt: 1, fontFamily: 'monospace' }}>
            {typeof radius === 'number' ? `borderRadius: ${radius}` : `'${radius}'`}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
