import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const themes = [
  { label: 'spacing: 8 (default)', theme: createTheme() },
  { label: 'spacing: 4', theme: createTheme({ spacing: 4 }) },
  { label: 'spacing: [0, 4, 8, 16, 32]', theme: createTheme({ spacing: [0, 4, 8, 16, 32] }) },
  { label: "spacing: (n) => `${n * 0.3}rem`", theme: createTheme({ spacing: (n: number) => `${n * 0.3}rem` }) },
];

export default function CustomSpacing() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {themes.map(({ label, theme }) => (
        <div key={label}>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', mb: 1 }}>
            {label} → p: 3 = {theme.spacing(3)}
          </Typography>
          <ThemeProvider theme={theme}>
            {/* The same sx in every box: only the theme's spacing differs. */}
            <Box sx={{ display: 'inline-flex', p: 3, gap: 2, bgcolor: 'primary.main', borderRadius: 1 }}>
              <Box sx={{ width: 24, height: 24, bgcolor: 'primary.contrastText', borderRadius: 0.5 }} />
              <Box sx={{ width: 24, height: 24, bgcolor: 'primary.contrastText', borderRadius: 0.5 }} />
            </Box>
          </ThemeProvider>
        </div>
      ))}
    </Box>
  );
}
