import Masonry from '@mui/lab/Masonry';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const swatches = [
  { name: 'Sage', code: 'GR-214', hex: '#9caf88', height: 140 },
  { name: 'Clay', code: 'RD-032', hex: '#b86b4b', height: 100 },
  { name: 'Harbour', code: 'BL-118', hex: '#3d6b8c', height: 170 },
  { name: 'Oat', code: 'NT-007', hex: '#e3d5b8', height: 120 },
  { name: 'Moss', code: 'GR-230', hex: '#5f7042', height: 100 },
  { name: 'Dusk', code: 'PU-041', hex: '#6d5a8a', height: 150 },
  { name: 'Sand', code: 'NT-019', hex: '#d2b48c', height: 130 },
  { name: 'Ink', code: 'BL-150', hex: '#22313f', height: 160 },
  { name: 'Coral', code: 'RD-057', hex: '#e07a5f', height: 110 },
  { name: 'Fern', code: 'GR-245', hex: '#4f7c5a', height: 140 },
  { name: 'Chalk', code: 'NT-001', hex: '#f4f1ea', height: 100 },
  { name: 'Mustard', code: 'YL-063', hex: '#d4a72c', height: 120 },
];

export default function PaintSwatchMasonry() {
  return (
    // The defaults (4 columns, spacing 1) apply; the default* props describe them for the server render.
    <Masonry defaultColumns={4} defaultSpacing={1} defaultHeight={430}>
      {swatches.map((swatch) => (
        <Paper
          key={swatch.code}
          variant="outlined"
          sx={{
            height: swatch.height,
            display: 'flex',
            flexDirection: 'column',
            overflow: 'hidden',
          }}
        >
          <Box sx={{ flex: 1, bgcolor: swatch.hex }} />
          <Box sx={{ px: 1, py: 0.5 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {swatch.name}
            </Typography>
            <Typography variant="caption" noWrap component="p" sx={{ color: 'text.secondary' }}>
              {swatch.code}
            </Typography>
          </Box>
        </Paper>
      ))}
    </Masonry>
  );
}
