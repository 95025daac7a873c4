import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';

// The same card under two themes: only the theme object changes, not the component code.
const themes = {
  template: createTheme({
    palette: { primary: { main: '#0b6bcb' } },
    shape: { borderRadius: 8 },
    typography: { button: { textTransform: 'none', fontWeight: 600 } },
  }),
  brand: createTheme({
    palette: { primary: { main: '#6a1b9a' }, secondary: { main: '#00796b' } },
    shape: { borderRadius: 16 },
    typography: { fontFamily: 'Georgia, "Times New Roman", serif', button: { textTransform: 'none' } },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
    },
  }),
};

type ThemeName = keyof typeof themes;

export default function TemplateRebrand() {
  const [name, setName] = React.useState<ThemeName>('template');

  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={name}
        onChange={(event, next: ThemeName | null) => next && setName(next)}
        aria-label="Theme"
      >
        <ToggleButton value="template">Template theme</ToggleButton>
        <ToggleButton value="brand">Your brand</ToggleButton>
      </ToggleButtonGroup>
      <ThemeProvider theme={themes[name]}>
        <Card sx={{ maxWidth: 360 }}>
          <CardContent>
            <Chip label="Pro plan" color="primary" size="small" sx={{ mb: 1 }} />
            <Typography variant="h5" component="h3" sx={{ color: 'text.primary' }}>
              €24 per month
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Unlimited projects, priority email support and a 14-day trial.
            </Typography>
          </CardContent>
          <CardActions>
            <Button variant="contained">Start trial</Button>
            <Button>Compare plans</Button>
          </CardActions>
        </Card>
      </ThemeProvider>
    </Box>
  );
}
