import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, type ThemeOptions } from '@mui/material/styles';

// ── The brand package: what every Harbor app shares ──────────────────────────
const harborTokens: ThemeOptions = {
  palette: { primary: { main: '#0f4c5c' }, secondary: { main: '#9a3412' } },
  shape: { borderRadius: 6 },
  typography: { button: { textTransform: 'none', fontWeight: 600 } },
};

const harborComponents: ThemeOptions['components'] = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: ({ theme }) => ({ paddingInline: theme.spacing(2), letterSpacing: 0.2 }),
    },
  },
  MuiChip: { defaultProps: { size: 'small' }, styleOverrides: { label: { fontWeight: 600 } } },
};

const harborTheme = createTheme({ ...harborTokens, components: harborComponents });

// ── App 1, Harbor Pay: own primary colour, one more rule on buttons ─────────
const payTheme = createTheme({
  ...harborTokens,
  palette: { ...harborTokens.palette, primary: { main: '#1e40af' } },
  components: {
    ...harborComponents,
    MuiButton: {
      ...harborComponents?.MuiButton,
      styleOverrides: {
        // An array keeps the brand's rule and adds the app's after it.
        root: [harborComponents?.MuiButton?.styleOverrides?.root, { borderRadius: 999 }],
      },
    },
  },
});

// ── App 2, Harbor Fleet: different defaults, brand styles untouched ─────────
const fleetTheme = createTheme({
  ...harborTokens,
  palette: { ...harborTokens.palette, primary: { main: '#166534' } },
  components: {
    ...harborComponents,
    MuiButton: {
      ...harborComponents?.MuiButton,
      defaultProps: { ...harborComponents?.MuiButton?.defaultProps, size: 'large' },
    },
    MuiChip: {
      ...harborComponents?.MuiChip,
      defaultProps: { ...harborComponents?.MuiChip?.defaultProps, variant: 'outlined' },
    },
  },
});

const previews = [
  {
    name: 'Brand theme',
    theme: harborTheme,
    line: 'Shared look of every Harbor app',
    action: 'Get started',
    status: 'Default',
  },
  {
    name: 'Harbor Pay',
    theme: payTheme,
    line: 'Invoice #2207 · $1,240.00',
    action: 'Pay invoice',
    status: 'Due Friday',
  },
  {
    name: 'Harbor Fleet',
    theme: fleetTheme,
    line: 'Van 14 · Route North-2',
    action: 'Dispatch',
    status: 'Loading',
  },
];

export default function HarborAppThemes() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      {previews.map(({ name, theme, line, action, status }) => (
        <ThemeProvider key={name} theme={theme}>
          {/* The panel takes its colours from the nested theme, in light and dark page modes alike. */}
          <Paper
            variant="outlined"
            sx={{ p: 2, flex: 1, bgcolor: 'background.paper', color: 'text.primary' }}
          >
            <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
              {name}
            </Typography>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {line}
            </Typography>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Button variant="contained">{action}</Button>
              <Chip label={status} color="secondary" />
            </Stack>
          </Paper>
        </ThemeProvider>
      ))}
    </Stack>
  );
}
