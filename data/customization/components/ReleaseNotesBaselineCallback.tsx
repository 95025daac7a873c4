import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';

// The same slot as a callback: the theme gives colours, spacing and fonts to plain HTML.
const theme = createTheme({
  cssVariables: true,
  colorSchemes: { light: true, dark: true },
  components: {
    MuiScopedCssBaseline: {
      styleOverrides: {
        root: ({ theme }) => ({
          padding: theme.spacing(2.5),
          borderRadius: theme.shape.borderRadius,
          '& p': { ...theme.typography.body2, margin: theme.spacing(0, 0, 1.5) },
          '& a': { color: (theme.vars ?? theme).palette.primary.main, fontWeight: 600 },
          '& code': {
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
            fontSize: '0.85em',
            padding: theme.spacing(0.25, 0.5),
            borderRadius: theme.shape.borderRadius,
            backgroundColor: (theme.vars ?? theme).palette.action.selected,
          },
          '& mark': {
            color: 'inherit',
            backgroundColor: theme.alpha((theme.vars ?? theme).palette.warning.main, 0.3),
          },
        }),
      },
    },
  },
});

export default function ReleaseNotesBaselineCallback() {
  return (
    <ThemeProvider theme={theme}>
      <ScopedCssBaseline sx={{ maxWidth: 480, border: 1, borderColor: 'divider' }}>
        <p>
          <strong>Version 2.6</strong>: the sync client now retries failed uploads. Set{' '}
          <code>SYNC_RETRIES=0</code> to keep the old behaviour.
        </p>
        <p>
          <mark>Breaking:</mark> the <code>--legacy-auth</code> flag is gone; see the{' '}
          <a href="/customization/components/">migration notes</a>.
        </p>
      </ScopedCssBaseline>
    </ThemeProvider>
  );
}
