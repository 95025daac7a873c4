import type {} from '@mui/material/themeCssVarsAugmentation';
import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, useColorScheme } from '@mui/material/styles';

const theme = createTheme({
  colorSchemes: {
    light: { palette: { primary: { main: '#00695c' } } },
    dark: { palette: { primary: { main: '#80cbc4' } } },
  },
  cssVariables: {
    colorSchemeSelector: '.thermo-%s',
    // Preview only: a prefix and a root of its own, so the page's variables stay untouched.
    cssVarPrefix: 'thermo',
    rootSelector: '.thermo-preview',
  },
});

function ThermostatPanel() {
  const { mode, setMode } = useColorScheme(); // this preview's provider, not the page's
  return (
    <Paper
      variant="outlined"
      // A slow fade on the panel makes the difference easy to see.
      sx={{ p: 2, transition: 'background-color 900ms, color 900ms' }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mode ?? null}
        onChange={(_event, next: 'light' | 'dark' | null) => next && setMode(next)}
        aria-label="Preview mode"
        sx={{ mb: 2 }}
      >
        <ToggleButton value="light">Light</ToggleButton>
        <ToggleButton value="dark">Dark</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography component="p" variant="h4">
          21.5°
        </Typography>
        <Chip label="Heating" color="primary" size="small" />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Living room · target 22° until 23:00
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained">Boost 30 min</Button>
        <Button variant="outlined">Schedule</Button>
      </Box>
    </Paper>
  );
}

export default function InstantSchemeSwitch() {
  const [instant, setInstant] = React.useState(true);
  // The element that receives the .thermo-light / .thermo-dark class.
  const [node, setNode] = React.useState<HTMLDivElement | null>(null);

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <FormControlLabel
        control={<Switch checked={instant} onChange={(event) => setInstant(event.target.checked)} />}
        label="disableTransitionOnChange"
        sx={{ mb: 1 }}
      />
      <ThemeProvider
        theme={theme}
        disableTransitionOnChange={instant}
        defaultMode="light"
        // A provider of its own: separate mode, no storage, and a class on the div below instead of <html>.
        disableNestedContext
        storageManager={null}
        colorSchemeNode={node}
      >
        <div ref={setNode} className="thermo-preview">
          <ThermostatPanel />
        </div>
      </ThemeProvider>
    </Box>
  );
}
