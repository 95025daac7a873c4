import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, alpha, createTheme } from '@mui/material/styles';

// Step 1: the design tokens.
let theme = createTheme({
  palette: { primary: { main: '#4527a0' }, secondary: { main: '#00838f' } },
  shape: { borderRadius: 10 },
  typography: { h5: { fontWeight: 700 } },
});

// Step 2: rules that read the finished tokens of step 1.
theme = createTheme(theme, {
  typography: {
    h5: { [theme.breakpoints.up('md')]: { fontSize: '1.75rem' } },
    overline: { color: theme.palette.secondary.dark, fontWeight: 700 },
  },
  components: {
    MuiChip: {
      styleOverrides: { root: { fontWeight: 600 } },
    },
    MuiButton: {
      styleOverrides: { root: { paddingInline: theme.spacing(3) } },
      variants: [
        {
          props: { variant: 'contained', color: 'primary' },
          style: { boxShadow: `0 6px 16px ${alpha(theme.palette.primary.main, 0.35)}` },
        },
      ],
    },
  },
});

export default function ComposedTheme() {
  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 440 }}>
        <Typography variant="overline" component="p">
          Workshop · 14 seats left
        </Typography>
        <Typography variant="h5" component="p" sx={{ mb: 1 }}>
          Design systems in practice
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          Two afternoons on tokens, theming and component APIs, with a take-home starter kit.
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mb: 3 }}>
          <Chip label="Remote" color="secondary" size="small" />
          <Chip label="Intermediate" variant="outlined" size="small" />
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button variant="contained">Reserve a seat</Button>
          <Button>Programme</Button>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
