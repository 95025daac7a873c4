import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const defaultDark = createTheme({ palette: { mode: 'dark' } });

// The same mode, with the brand's own dark-friendly shades: lighter accents, a tinted background.
const brandDark = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: '#80cbc4' },
    secondary: { main: '#ffcc80' },
    background: { default: '#0d1b1e', paper: '#13272b' },
    text: { secondary: 'rgba(255, 255, 255, 0.72)' },
  },
});

function HabitCard({ title }: { title: string }) {
  const id = React.useId();
  return (
    <Box sx={{ bgcolor: 'background.default', p: 2, borderRadius: 1, flex: '1 1 240px' }}>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
        {title}
      </Typography>
      <Paper sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="subtitle1" component="p" sx={{ color: 'text.primary' }}>
            Morning run
          </Typography>
          <Chip label="Streak 4" color="secondary" size="small" />
        </Box>
        <Typography id={id} variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          4 of 5 runs this week
        </Typography>
        <LinearProgress variant="determinate" value={80} aria-labelledby={id} />
        <FormControlLabel control={<Switch defaultChecked />} label="Remind me at 7:00" sx={{ mt: 1, color: 'text.primary' }} />
        <Button variant="contained" fullWidth sx={{ mt: 1 }}>
          Log today&apos;s run
        </Button>
      </Paper>
    </Box>
  );
}

export default function BrandDarkPalette() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: '100%' }}>
      <ThemeProvider theme={defaultDark}>
        <HabitCard title="mode: 'dark' only" />
      </ThemeProvider>
      <ThemeProvider theme={brandDark}>
        <HabitCard title="mode: 'dark' + brand palette" />
      </ThemeProvider>
    </Box>
  );
}
