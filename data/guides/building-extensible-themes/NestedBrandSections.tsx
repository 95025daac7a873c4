import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';

// The app's theme, as in the previous demos: a complete theme, provided once at the top.
const fleetTheme = createTheme({
  palette: { primary: { main: '#166534' } },
  shape: { borderRadius: 6 },
  typography: { button: { textTransform: 'none', fontWeight: 600 } },
  components: { MuiButton: { defaultProps: { disableElevation: true } } },
});

// Nested layer 1: a dense toolbar. The function receives the theme above it and
// changes only component defaults, so colours and shapes still come from the app.
function dense(outer: Theme): Theme {
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiButton: {
        ...outer.components?.MuiButton,
        defaultProps: { ...outer.components?.MuiButton?.defaultProps, size: 'small' },
      },
      MuiSwitch: { defaultProps: { size: 'small' } },
    },
  };
}

// Nested layer 2: a danger zone where "primary" means the outer theme's error colour.
// Reusing a finished palette colour keeps its computed dark shade and contrast text.
function danger(outer: Theme): Theme {
  return { ...outer, palette: { ...outer.palette, primary: outer.palette.error } };
}

export default function NestedBrandSections() {
  return (
    <ThemeProvider theme={fleetTheme}>
      <Paper
        variant="outlined"
        sx={{
          p: 2,
          width: '100%',
          maxWidth: 460,
          bgcolor: 'background.paper',
          color: 'text.primary',
        }}
      >
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Depot settings
        </Typography>
        <Stack direction="row" spacing={1} sx={{ my: 1.5 }}>
          <Button variant="contained">Save changes</Button>
          <Button>Discard</Button>
        </Stack>
        <ThemeProvider theme={dense}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
            <Button variant="outlined">Export routes</Button>
            <FormControlLabel control={<Switch defaultChecked />} label="Live map" />
          </Stack>
          <Divider />
          <ThemeProvider theme={danger}>
            <Typography variant="body2" sx={{ mt: 1.5, mb: 1, color: 'text.secondary' }}>
              Closing the depot unassigns its 14 vans.
            </Typography>
            <Button variant="contained">Close depot</Button>
          </ThemeProvider>
        </ThemeProvider>
      </Paper>
    </ThemeProvider>
  );
}
