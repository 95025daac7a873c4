import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';
import { ThemeProvider, createTheme } from '@mui/material/styles';

// Two fixed themes, created once: `palette.mode` switches every palette default at once.
const lightTheme = createTheme({ palette: { mode: 'light' } });
const darkTheme = createTheme({ palette: { mode: 'dark' } });

function NowPlaying({ label }: { label: string }) {
  return (
    <Card elevation={3} sx={{ width: 260 }}>
      <CardContent>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography variant="h6" component="p">
          Night Drive
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          The Coastlines · 3:42
        </Typography>
        <LinearProgress variant="determinate" value={40} aria-label="Playback position" />
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 1 }}>
          <IconButton aria-label="Previous track">
            <SkipPreviousIcon />
          </IconButton>
          <IconButton aria-label="Play" color="primary">
            <PlayArrowIcon />
          </IconButton>
          <IconButton aria-label="Next track">
            <SkipNextIcon />
          </IconButton>
        </Box>
      </CardContent>
    </Card>
  );
}

export default function ScopedDarkCard() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, justifyContent: 'center' }}>
      <ThemeProvider theme={lightTheme}>
        <NowPlaying label="mode: 'light'" />
      </ThemeProvider>
      <ThemeProvider theme={darkTheme}>
        <NowPlaying label="mode: 'dark'" />
      </ThemeProvider>
    </Box>
  );
}
