import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider } from '@mui/material/styles';
import type { Duration, Theme } from '@mui/material/styles';

type Motion = 'standard' | 'relaxed' | 'off' | 'system';

function scaleDurations(duration: Duration, factor: number): Duration {
  const entries = Object.entries(duration).map(([key, value]) => [key, value * factor]);
  return Object.fromEntries(entries) as Duration;
}

// Returns a function theme: the page's theme with its `transitions` replaced.
function withMotion(motion: 'standard' | 'relaxed' | 'off') {
  return (outer: Theme): Theme => {
    if (motion === 'standard') {
      return outer;
    }
    if (motion === 'off') {
      return {
        ...outer,
        transitions: {
          ...outer.transitions,
          create: () => 'none',
          duration: scaleDurations(outer.transitions.duration, 0),
          getAutoHeightDuration: () => 0,
        },
      };
    }
    const duration = scaleDurations(outer.transitions.duration, 2);
    const easing = { ...outer.transitions.easing, easeInOut: 'cubic-bezier(0.65, 0, 0.35, 1)' };
    return {
      ...outer,
      transitions: {
        duration,
        easing,
        // Keep the helper's defaults in step with the new values.
        create: (props, options) =>
          outer.transitions.create(props, { duration: duration.standard, easing: easing.easeInOut, ...options }),
        getAutoHeightDuration: (height) => outer.transitions.getAutoHeightDuration(height) * 2,
      },
    };
  };
}

export default function MotionThemeSettings() {
  const [motion, setMotion] = React.useState<Motion>('standard');
  const [tab, setTab] = React.useState(0);
  const [wifi, setWifi] = React.useState(true);
  const [advanced, setAdvanced] = React.useState(false);
  // false on the server and during hydration, then the reader's real setting.
  const prefersReduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const effective = motion === 'system' ? (prefersReduced ? 'off' : 'standard') : motion;
  const theme = React.useMemo(() => withMotion(effective), [effective]);

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={motion}
        onChange={(event, value: Motion | null) => value && setMotion(value)}
        aria-label="Motion"
      >
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="relaxed">Relaxed (×2)</ToggleButton>
        <ToggleButton value="off">Off</ToggleButton>
        <ToggleButton value="system">Follow the system</ToggleButton>
      </ToggleButtonGroup>
      {motion === 'system' && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Your system {prefersReduced ? 'asks' : 'does not ask'} for reduced motion.
        </Typography>
      )}
      <ThemeProvider theme={theme}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Tabs value={tab} onChange={(event, value: number) => setTab(value)} aria-label="Settings sections">
            <Tab label="Network" />
            <Tab label="Display" />
            <Tab label="Sound" />
          </Tabs>
          <FormControlLabel
            sx={{ mt: 2, display: 'flex' }}
            control={<Switch checked={wifi} onChange={(event) => setWifi(event.target.checked)} />}
            label="Wi-Fi"
          />
          <Button onClick={() => setAdvanced((value) => !value)} aria-expanded={advanced}>
            {advanced ? 'Hide advanced options' : 'Show advanced options'}
          </Button>
          <Collapse in={advanced} timeout="auto">
            <Alert severity="info" sx={{ mt: 1 }}>
              Proxy and DNS settings are managed by your organization.
            </Alert>
          </Collapse>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
