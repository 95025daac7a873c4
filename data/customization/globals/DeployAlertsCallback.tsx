import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const theme = createTheme({
  cssVariables: true,
  colorSchemes: { light: true, dark: true },
  components: {
    MuiAlert: {
      styleOverrides: {
        // A callback: `ownerState` holds the alert's props, so the style can follow them.
        root: ({ ownerState, theme }) => {
          const tone = ownerState.color ?? ownerState.severity ?? 'success';
          return {
            borderLeft: `4px solid ${(theme.vars ?? theme).palette[tone].main}`,
            ...(ownerState.variant === 'outlined' && {
              borderTopLeftRadius: 0,
              borderBottomLeftRadius: 0,
            }),
            ...(tone === 'error' && { fontWeight: 500 }),
          };
        },
      },
    },
  },
});

export default function DeployAlertsCallback() {
  return (
    <ThemeProvider theme={theme}>
      <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 520 }}>
        <Alert severity="success">web-frontend v3.8.1 deployed to production.</Alert>
        <Alert severity="info" variant="outlined">
          Canary at 10 % of traffic until 16:00.
        </Alert>
        <Alert severity="warning" variant="outlined">
          Build cache is 92 % full; the next clean-up runs tonight.
        </Alert>
        <Alert severity="error">payments-api rollback failed: migration 0042 is locked.</Alert>
      </Stack>
    </ThemeProvider>
  );
}
