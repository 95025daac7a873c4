import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// The font stack of the default theme, set explicitly because this site uses a system font.
const robotoStack = '"Roboto", "Helvetica", "Arial", sans-serif';

const weights = [
  { value: 300, themeKey: 'fontWeightLight', usedBy: 'h1, h2' },
  { value: 400, themeKey: 'fontWeightRegular', usedBy: 'body1, body2, h3 to h5, caption' },
  { value: 500, themeKey: 'fontWeightMedium', usedBy: 'h6, subtitle2, button' },
  { value: 700, themeKey: 'fontWeightBold', usedBy: '<b> and <strong> under CssBaseline' },
];

export default function RobotoWeights() {
  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 560 }}>
      <Typography variant="overline" color="text.secondary" component="h3">
        Roboto weights of the default theme
      </Typography>
      <Stack spacing={1.5} sx={{ mt: 1 }}>
        {weights.map((weight) => (
          <Box
            key={weight.value}
            sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}
          >
            <Chip label={weight.value} size="small" sx={{ minWidth: 56 }} />
            <Typography
              sx={{ fontFamily: robotoStack, fontWeight: weight.value, fontSize: 22, flex: '1 1 220px' }}
            >
              Quarterly report ready
            </Typography>
            <Box sx={{ flex: '1 1 160px' }}>
              <Typography variant="body2" component="code" sx={{ fontFamily: 'monospace' }}>
                {weight.themeKey}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {weight.usedBy}
              </Typography>
            </Box>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
