import type {} from '@mui/material/themeCssVarsAugmentation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const theme = createTheme({
  colorSchemes: {
    light: { palette: { primary: { main: '#5e35b1' } } },
    dark: { palette: { primary: { main: '#b39ddb' } } },
  },
  cssVariables: {
    colorSchemeSelector: '[data-surface="%s"]',
    cssVarPrefix: 'venue', // preview only, like the root selector
    rootSelector: '.venue-page',
  },
});

const shows = [
  { act: 'The Lantern Quartet', date: 'Fri 12 Sep' },
  { act: 'Mira Okafor Trio', date: 'Sat 13 Sep' },
];

export default function ForcedSchemeSection() {
  return (
    // colorSchemeNode={null}: the page around this preview already manages <html>.
    <ThemeProvider theme={theme} colorSchemeNode={null}>
      <Box
        className="venue-page"
        sx={{
          width: '100%',
          maxWidth: 520,
          bgcolor: 'background.default',
          color: 'text.primary',
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ p: 2 }}>
          <Typography sx={{ fontWeight: 600, mb: 1 }}>This week at the Boathouse</Typography>
          {shows.map((show) => (
            <Stack key={show.act} direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.5 }}>
              <Typography variant="body2" sx={{ flex: 1 }}>
                {show.act}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {show.date}
              </Typography>
              <Button size="small">Tickets</Button>
            </Stack>
          ))}
        </Box>
        {/* Everything inside this element uses the dark scheme, whatever the mode. */}
        <Box data-surface="dark" sx={{ p: 2, bgcolor: 'background.default', color: 'text.primary' }}>
          <Typography sx={{ fontWeight: 600 }}>Get the monthly line-up</Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'flex-start' }}>
            <TextField label="Email" type="email" size="small" sx={{ flex: 1 }} />
            <Button variant="contained">Subscribe</Button>
          </Stack>
          {/* And the light scheme can come back inside it. */}
          <Box
            data-surface="light"
            sx={{ mt: 2, p: 1.5, borderRadius: 1, bgcolor: 'background.paper', color: 'text.primary' }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Chip label="Members" color="primary" size="small" />
              <Typography variant="body2">Early access to tickets, every Monday at 10:00.</Typography>
            </Stack>
          </Box>
        </Box>
      </Box>
    </ThemeProvider>
  );
}
