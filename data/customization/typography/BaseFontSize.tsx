import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

const sizes = [12, 14, 16];

export default function BaseFontSize() {
  const [fontSize, setFontSize] = React.useState(14);

  // Rebuild only the typography with the chosen base size; colours still come from the page.
  const withBaseSize = React.useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      typography: createTheme({ typography: { fontSize, fontFamily: outer.typography.fontFamily } }).typography,
    }),
    [fontSize],
  );

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 420 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={fontSize}
        onChange={(_event, next: number | null) => next !== null && setFontSize(next)}
        aria-label="Base font size"
      >
        {sizes.map((size) => (
          <ToggleButton key={size} value={size}>
            fontSize: {size}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ThemeProvider theme={withBaseSize}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="p">
            Order #4821
          </Typography>
          <Typography variant="body1">2 × Ceramic pour-over set</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
            Ships in 2–3 business days
          </Typography>
          <Button variant="contained" size="small">
            Track parcel
          </Button>
          <ThemeReadout />
        </Paper>
      </ThemeProvider>
    </Box>
  );
}

// Reads the variants of the nearest theme, so it shows the sizes the preview uses.
function ThemeReadout() {
  const { typography } = useTheme();
  return (
    <Typography variant="caption" component="p" sx={{ mt: 1.5, color: 'text.secondary', fontFamily: 'monospace' }}>
      body1 {String(typography.body1.fontSize)} · body2 {String(typography.body2.fontSize)} · h6{' '}
      {String(typography.h6.fontSize)}
    </Typography>
  );
}
