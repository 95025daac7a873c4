import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';

// A fifth token on the palette colours: a pale background for tinted rows.
declare module '@mui/material/styles' {
  interface PaletteColor {
    surface?: string;
  }
  interface SimplePaletteColorOptions {
    surface?: string;
  }
}

const theme = createTheme({
  palette: {
    primary: { main: '#1565c0', surface: '#e3f2fd' },
    success: { main: '#2e7d32', surface: '#edf7ed' },
    warning: { main: '#ed6c02', surface: '#fff4e5' },
  },
});

const events = [
  { role: 'success', icon: <CheckCircleOutlineIcon />, title: 'Payment received', detail: 'Order #40213 · 14:02' },
  { role: 'warning', icon: <WarningAmberIcon />, title: 'Address needs checking', detail: 'Flat number is missing' },
  { role: 'primary', icon: <LocalShippingOutlinedIcon />, title: 'Out for delivery', detail: 'Expected between 16:00 and 18:00' },
] as const;

export default function StatusSurfaceTokens() {
  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 440 }}>
        <Stack spacing={1}>
          {events.map(({ role, icon, title, detail }) => (
            <Box
              key={title}
              // `surface` is read like any other token: `${role}.surface`.
              sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 1.5, borderRadius: 1, bgcolor: `${role}.surface` }}
            >
              <Box sx={{ display: 'flex', color: `${role}.dark` }}>{icon}</Box>
              <Box>
                <Typography variant="body2" sx={{ fontWeight: 600, color: `${role}.dark` }}>
                  {title}
                </Typography>
                <Typography variant="body2">{detail}</Typography>
              </Box>
            </Box>
          ))}
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
