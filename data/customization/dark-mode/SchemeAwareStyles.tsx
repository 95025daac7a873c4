import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, styled } from '@mui/material/styles';
import BuildCircleOutlinedIcon from '@mui/icons-material/BuildCircleOutlined';

// Light colours first, then the dark ones through applyStyles, last in the array.
const MaintenanceBanner = styled('div')(({ theme }) => [
  {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1.5),
    padding: theme.spacing(1.5, 2),
    borderRadius: theme.shape.borderRadius,
    border: '1px solid #90caf9',
    backgroundColor: '#e3f2fd',
    color: '#0d3c61',
  },
  theme.applyStyles('dark', {
    borderColor: '#1e4e79',
    backgroundColor: '#0b2540',
    color: '#cfe8ff',
  }),
]);

const lightTheme = createTheme({ palette: { mode: 'light' } });
const darkTheme = createTheme({ palette: { mode: 'dark' } });

function Banner() {
  return (
    <MaintenanceBanner>
      <BuildCircleOutlinedIcon />
      <Typography variant="body2" sx={{ flex: 1 }}>
        Payments are paused on Sunday from 02:00 to 03:00 UTC.
      </Typography>
      {/* The sx prop takes the same array form: a function receives the theme. */}
      <Box
        component="span"
        sx={[
          { px: 1, borderRadius: 1, fontSize: 12, fontWeight: 700, bgcolor: '#0d3c61', color: '#fff' },
          (theme) => theme.applyStyles('dark', { bgcolor: '#cfe8ff', color: '#0b2540' }),
        ]}
      >
        Planned
      </Box>
    </MaintenanceBanner>
  );
}

export default function SchemeAwareStyles() {
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%', maxWidth: 560 }}>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        Under this site&apos;s theme (CSS variables): follows the site&apos;s light or dark mode
      </Typography>
      <Banner />
      <Typography variant="caption" sx={{ color: 'text.secondary', mt: 1 }}>
        Under a nested theme with palette.mode &apos;light&apos; and &apos;dark&apos;
      </Typography>
      <ThemeProvider theme={lightTheme}>
        <Banner />
      </ThemeProvider>
      <ThemeProvider theme={darkTheme}>
        <Banner />
      </ThemeProvider>
    </Box>
  );
}
