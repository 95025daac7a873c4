import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A second, complete theme for one area of the page: always dark, with its own accent.
const promoTheme = createTheme({
  palette: { mode: 'dark', primary: { main: '#f48fb1' }, background: { paper: '#1d1b26' } },
});

// A function receives the theme from the closest provider above and returns a derived one.
const roundedTheme = (outer: Theme) => createTheme(outer, { shape: { borderRadius: 20 } });

export default function NestedThemes() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box>
        <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>Page theme</Typography>
        <Button variant="contained">Start free trial</Button>
      </Box>
      <ThemeProvider theme={promoTheme}>
        <Box sx={{ p: 2.5, borderRadius: 1, bgcolor: 'background.paper', color: 'text.primary' }}>
          <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>Nested: promoTheme</Typography>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained">Claim 30% off</Button>
            <ThemeProvider theme={roundedTheme}>
              <Button variant="outlined">Nested again: rounded</Button>
            </ThemeProvider>
          </Stack>
        </Box>
      </ThemeProvider>
    </Stack>
  );
}
