import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { amber, indigo } from '@mui/material/colors';

// Whole hues from @mui/material/colors: primary takes shades 500 / 300 / 700,
// secondary the accent shades A400 / A200 / A700.
const theme = createTheme({
  palette: {
    primary: indigo,
    secondary: amber,
  },
});

export default function HueObjectTheme() {
  const { primary, secondary } = theme.palette;
  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ p: 2.5, width: '100%', maxWidth: 460 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            Sprint 14 · Mobile checkout
          </Typography>
          <Chip label="In review" color="secondary" size="small" />
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          18 of 26 issues closed, 3 days left
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
          <Button variant="contained">New issue</Button>
          <Button variant="contained" color="secondary">
            Request review
          </Button>
        </Stack>
        <Typography variant="caption" component="p" sx={{ mt: 2, fontFamily: 'monospace', color: 'text.secondary' }}>
          primary {primary.light} / {primary.main} / {primary.dark} · secondary {secondary.light} /{' '}
          {secondary.main} / {secondary.dark}
        </Typography>
      </Paper>
    </ThemeProvider>
  );
}
