import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import DownloadDoneRoundedIcon from '@mui/icons-material/DownloadDoneRounded';

// Each role is written in a different CSS colour space.
const colors = {
  primary: 'oklch(0.5 0.16 265)',
  secondary: 'oklab(0.5 0.12 0.08)',
  success: 'color(display-p3 0.1 0.45 0.2)',
};

const theme = createTheme({
  cssVariables: {
    nativeColor: true,
    cssVarPrefix: 'player', // preview only: keeps these variables apart from the page's
    rootSelector: '.player-preview',
  },
  palette: {
    primary: { main: colors.primary },
    secondary: { main: colors.secondary },
    success: { main: colors.success },
  },
});

export default function WideGamutPlayer() {
  const [position, setPosition] = React.useState(734);

  return (
    <ThemeProvider theme={theme}>
      <Paper className="player-preview" variant="outlined" sx={{ p: 2.5, width: '100%', maxWidth: 460 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <Chip label="New episode" color="secondary" size="small" />
          <Chip icon={<DownloadDoneRoundedIcon />} label="Downloaded" color="success" size="small" />
        </Stack>
        <Typography sx={{ fontWeight: 600 }}>Field Notes #42: Listening to glaciers</Typography>
        <Slider
          aria-label="Playback position"
          value={position}
          max={2710}
          onChange={(_event, value) => setPosition(value)}
          getAriaValueText={(value) => `${Math.floor(value / 60)} minutes ${value % 60} seconds`}
          sx={{ my: 1 }}
        />
        <Button variant="contained" startIcon={<PlayArrowRoundedIcon />}>
          Resume
        </Button>
        <Box component="ul" sx={{ m: 0, mt: 2, pl: 2, color: 'text.secondary', typography: 'caption' }}>
          {Object.entries(colors).map(([role, value]) => (
            <li key={role}>
              {role}: <code>{value}</code>
            </li>
          ))}
        </Box>
      </Paper>
    </ThemeProvider>
  );
}
