import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import type { PaletteMode } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface Palette {
    brand: Palette['primary'];
  }
  interface PaletteOptions {
    brand?: PaletteOptions['primary'];
  }
}
declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    brand: true;
  }
}
declare module '@mui/material/Chip' {
  interface ChipPropsColorOverrides {
    brand: true;
  }
}

// Augment IconButton with Button: components that accept both sets of props (MUI X's ToolbarButton) need them to agree.
declare module '@mui/material/IconButton' {
  interface IconButtonPropsColorOverrides {
    brand: true;
  }
}

// Step 1 builds the palette (and its augmentColor); step 2 adds the brand colour computed by it.
function createBrandTheme(mode: PaletteMode, main: string) {
  const base = createTheme({ palette: { mode } });
  return createTheme(base, {
    palette: { brand: base.palette.augmentColor({ color: { main }, name: 'brand' }) },
  });
}

// Plain themes created once at module level: a lighter teal for the dark surface.
const previews = [
  { label: 'Light palette', theme: createBrandTheme('light', '#00695c') },
  { label: 'Dark palette', theme: createBrandTheme('dark', '#4db6ac') },
];

export default function BrandColor() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {previews.map(({ label, theme }) => (
        <ThemeProvider key={label} theme={theme}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="overline" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1.5 }}>
              <Button variant="contained" color="brand">
                Start free trial
              </Button>
              <Button variant="outlined" color="brand">
                Book a demo
              </Button>
            </Stack>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1.5 }}>
              <Chip label="New" color="brand" />
            </Stack>
            <Typography variant="body2" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
              light {theme.palette.brand.light} · main {theme.palette.brand.main} · dark{' '}
              {theme.palette.brand.dark} · text {theme.palette.brand.contrastText}
            </Typography>
          </Paper>
        </ThemeProvider>
      ))}
    </Box>
  );
}
