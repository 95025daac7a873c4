import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ThemeProvider, alpha, createTheme, darken, getContrastRatio, lighten } from '@mui/material/styles';

const presets = { Lagoon: '#0b7285', Iris: '#5f3dc4', Ember: '#e67700', Blossom: '#f783ac' };
type Preset = keyof typeof presets;

// Every token derived from one base colour with the colour utilities.
function workspaceTheme(base: string) {
  return createTheme({
    palette: {
      primary: {
        main: base,
        light: lighten(base, 0.35),
        dark: darken(base, 0.25),
        contrastText: getContrastRatio(base, '#fff') >= 4.5 ? '#fff' : '#111',
      },
    },
  });
}

const readable = (color: string) => (getContrastRatio(color, '#fff') >= getContrastRatio(color, '#111') ? '#fff' : '#111');

export default function AccentFromUtils() {
  const [preset, setPreset] = React.useState<Preset>('Lagoon');
  const theme = React.useMemo(() => workspaceTheme(presets[preset]), [preset]);
  const { primary } = theme.palette;

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 520 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Workspace accent"
        value={preset}
        onChange={(event, value: Preset | null) => value && setPreset(value)}
        sx={{ flexWrap: 'wrap' }}
      >
        {(Object.keys(presets) as Preset[]).map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ThemeProvider theme={theme}>
        <Box sx={{ p: 2.5, bgcolor: 'background.paper', color: 'text.primary', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {/* alpha() gives a tint of the same colour for a highlighted row. */}
          <Box sx={{ bgcolor: alpha(primary.main, 0.12), borderLeft: 4, borderColor: 'primary.main', px: 1.5, py: 1, mb: 2 }}>
            <Typography variant="body2"># design-reviews · 3 unread</Typography>
          </Box>
          <Button variant="contained" sx={{ mb: 2 }}>
            Post update
          </Button>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', borderRadius: 1, overflow: 'hidden' }}>
            {(['light', 'main', 'dark'] as const).map((token) => (
              <Box key={token} sx={{ bgcolor: primary[token], color: readable(primary[token]), p: 1 }}>
                <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
                  {token}
                </Typography>
                <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace' }}>
                  {primary[token]}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </ThemeProvider>
    </Stack>
  );
}
