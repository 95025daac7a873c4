import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import SensorsIcon from '@mui/icons-material/Sensors';

declare module '@mui/material/styles' {
  interface Palette {
    live: Palette['primary'];
  }
  interface PaletteOptions {
    live?: PaletteOptions['primary'];
  }
}
declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    live: true;
  }
}
// Augment IconButton with Button: components that accept both sets of props (MUI X's ToolbarButton) need them to agree.
declare module '@mui/material/IconButton' {
  interface IconButtonPropsColorOverrides {
    live: true;
  }
}
declare module '@mui/material/Chip' {
  interface ChipPropsColorOverrides {
    live: true;
  }
}

// A custom key is not augmented: all four tokens are written out by hand.
const theme = createTheme({
  palette: {
    live: {
      light: '#e35183',
      main: '#ad1457',
      dark: '#78002e',
      contrastText: '#ffffff',
    },
  },
});

export default function LiveSessionColor() {
  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ p: 2.5, width: '100%', maxWidth: 420 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
          <Avatar sx={{ bgcolor: 'live.dark', color: 'live.contrastText' }}>NS</Avatar>
          <Box sx={{ flex: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>Night Shift Radio</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Vinyl set · 1,204 listening
            </Typography>
          </Box>
          <Chip icon={<SensorsIcon />} label="Live" color="live" size="small" />
        </Box>
        {/* The light token as a thin accent: decoration, not text. */}
        <Box sx={{ height: 4, borderRadius: 2, bgcolor: 'live.light', mb: 2 }} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" color="live">
            Join session
          </Button>
          <Button variant="outlined" color="live">
            Remind me next week
          </Button>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
