import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';

const brandTokens: ThemeOptions = {
  palette: { primary: { main: '#0f4c5c' } },
  shape: { borderRadius: 6 },
};
const brandTheme = createTheme(brandTokens);

// Deep-merged into the finished brand theme: `main` changes, but `light`, `dark`
// and `contrastText` were computed from the old colour and stay as they were.
const mergedAfter = createTheme(brandTheme, { palette: { primary: { main: '#7e22ce' } } });

// Spread into the options before creation: every shade is computed from the new colour.
const spreadBefore = createTheme({
  ...brandTokens,
  palette: { ...brandTokens.palette, primary: { main: '#7e22ce' } },
});

function Shades({ title, theme }: { title: string; theme: Theme }) {
  const shades = ['main', 'dark', 'light'] as const;
  return (
    <ThemeProvider theme={theme}>
      <Paper
        variant="outlined"
        sx={{ p: 2, flex: 1, bgcolor: 'background.paper', color: 'text.primary' }}
      >
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 1.5 }}>
          {title}
        </Typography>
        {shades.map((shade) => (
          <Stack key={shade} direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
            <Box sx={{ width: 20, height: 20, borderRadius: 0.5, bgcolor: `primary.${shade}` }} />
            <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
              {shade}: {theme.palette.primary[shade]}
            </Typography>
          </Stack>
        ))}
        <Button variant="contained" sx={{ mt: 1.5 }}>
          Hover me
        </Button>
      </Paper>
    </ThemeProvider>
  );
}

export default function PaletteMergeCompare() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Shades title="createTheme(brandTheme, { palette })" theme={mergedAfter} />
      <Shades title="createTheme({ ...brandTokens, palette })" theme={spreadBefore} />
    </Stack>
  );
}
