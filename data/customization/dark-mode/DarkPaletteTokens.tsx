import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';

// Created once, outside the component: `mode: 'dark'` swaps every palette default for its dark value.
const darkTheme = createTheme({ palette: { mode: 'dark' } });

function TokenList() {
  // Read back from the theme, so the values shown are the ones createTheme computed.
  const { palette } = useTheme();
  const tokens = [
    ['background.default', palette.background.default],
    ['background.paper', palette.background.paper],
    ['text.primary', palette.text.primary],
    ['text.secondary', palette.text.secondary],
    ['divider', palette.divider],
    ['action.hover', palette.action.hover],
    ['primary.main', palette.primary.main],
    ['secondary.main', palette.secondary.main],
    ['error.main', palette.error.main],
    ['success.main', palette.success.main],
  ];

  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1, m: 0 }}>
      {tokens.map(([name, value]) => (
        // A dl may hold div groups of dt and dd, nothing deeper: the swatch sits inside the term.
        <div key={name}>
          <Typography component="dt" variant="body2" sx={{ fontFamily: 'monospace', display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Box
              component="span"
              aria-hidden
              sx={{ width: 28, height: 28, flexShrink: 0, borderRadius: 1, bgcolor: value, border: 1, borderColor: 'divider' }}
            />
            {name}
          </Typography>
          <Typography component="dd" variant="caption" sx={{ m: 0, pl: 5.5, mt: -1, color: 'text.secondary' }}>
            {value}
          </Typography>
        </div>
      ))}
    </Box>
  );
}

export default function DarkPaletteTokens() {
  return (
    <ThemeProvider theme={darkTheme}>
      <Box sx={{ bgcolor: 'background.default', color: 'text.primary', p: 2.5, borderRadius: 1, width: '100%' }}>
        <TokenList />
        {/* In dark mode Paper lightens with its elevation, so raised surfaces stay distinguishable. */}
        <Box sx={{ display: 'flex', gap: 1.5, mt: 2.5, flexWrap: 'wrap' }}>
          {[0, 2, 8, 16].map((elevation) => (
            <Paper key={elevation} elevation={elevation} sx={{ px: 2, py: 1.5 }}>
              <Typography variant="caption">elevation {elevation}</Typography>
            </Paper>
          ))}
        </Box>
      </Box>
    </ThemeProvider>
  );
}
