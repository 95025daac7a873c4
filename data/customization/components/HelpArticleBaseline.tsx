import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';

// Baseline overrides as a style object. An app with <CssBaseline /> writes the same styles under
// MuiCssBaseline (without the `root` slot and `&`); here they stay inside the scoped baseline.
const theme = createTheme({
  cssVariables: true,
  colorSchemes: { light: true, dark: true },
  components: {
    MuiScopedCssBaseline: {
      styleOverrides: {
        root: {
          padding: 20,
          borderRadius: 8,
          '& p': { margin: '0 0 12px', lineHeight: 1.6 },
          '& ol': { margin: '0 0 12px', paddingLeft: 22 },
          '& li + li': { marginTop: 4 },
          '& hr': { border: 0, height: 1, margin: '16px 0', backgroundColor: 'currentColor', opacity: 0.2 },
          '& small': { display: 'block', fontSize: '0.8125rem', opacity: 0.85 },
        },
      },
    },
  },
});

export default function HelpArticleBaseline() {
  return (
    <ThemeProvider theme={theme}>
      <ScopedCssBaseline sx={{ maxWidth: 480, border: 1, borderColor: 'divider' }}>
        <p>
          <strong>Exporting your playlists</strong>
        </p>
        <ol>
          <li>Open Settings and choose Library.</li>
          <li>Select Export, then pick CSV or M3U.</li>
          <li>The file downloads with one row per track.</li>
        </ol>
        <hr />
        <small>Last updated 12 March 2025 · 2 minute read</small>
      </ScopedCssBaseline>
    </ThemeProvider>
  );
}
