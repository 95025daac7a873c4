import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

const weights = [
  { value: 'light', themeKey: 'fontWeightLight' },
  { value: 'regular', themeKey: 'fontWeightRegular' },
  { value: 'medium', themeKey: 'fontWeightMedium' },
  { value: 'bold', themeKey: 'fontWeightBold' },
] as const;

export default function FontWeights() {
  const theme = useTheme();

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2 }}>
      {weights.map((weight) => (
        <Box key={weight.value} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Typography sx={{ fontWeight: weight.value, fontSize: 22 }}>Aa Bb Cc 123</Typography>
          <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
            fontWeight: &apos;{weight.value}&apos; → {theme.typography[weight.themeKey]}
          </Typography>
        </Box>
      ))}
      <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Typography sx={{ fontStyle: 'italic', fontFamily: 'Georgia, serif', fontSize: 22 }}>Aa Bb Cc 123</Typography>
        <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
          fontStyle: &apos;italic&apos;, fontFamily: &apos;Georgia, serif&apos;
        </Typography>
      </Box>
    </Box>
  );
}
