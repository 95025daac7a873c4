import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const swatches = [
  { bg: 'primary.main', fg: 'primary.contrastText' },
  { bg: 'primary.light', fg: 'primary.contrastText' },
  { bg: 'primary.dark', fg: 'primary.contrastText' },
  { bg: 'secondary.main', fg: 'secondary.contrastText' },
  { bg: 'error.main', fg: 'error.contrastText' },
  { bg: 'warning.main', fg: 'warning.contrastText' },
  { bg: 'info.main', fg: 'info.contrastText' },
  { bg: 'success.main', fg: 'success.contrastText' },
  { bg: 'grey.200', fg: 'common.black' },
  { bg: 'grey.800', fg: 'common.white' },
  { bg: 'background.paper', fg: 'text.primary' },
  { bg: 'action.selected', fg: 'text.primary' },
];

export default function PaletteSwatches() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1.5 }}>
      {swatches.map((swatch) => (
        <Box
          key={swatch.bg}
          sx={{
            bgcolor: swatch.bg,
            color: swatch.fg,
            p: 1.5,
            height: 72,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 'bold' }}>
            {swatch.bg}
          </Typography>
          <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
            on {swatch.fg}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
