import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, getContrastRatio } from '@mui/material/styles';
import * as colors from '@mui/material/colors';

type HueName = Exclude<keyof typeof colors, 'common'>;
const hueNames = Object.keys(colors).filter((name) => name !== 'common') as HueName[];
const shades = ['300', '400', '500', '600', '700', '800', '900'] as const;
type Shade = (typeof shades)[number];

export default function PaletteBuilder() {
  const [primary, setPrimary] = React.useState<HueName>('indigo');
  const [shade, setShade] = React.useState<Shade>('500');
  const [secondary, setSecondary] = React.useState<HueName>('teal');
  const [dark, setDark] = React.useState(false);

  const theme = React.useMemo(
    () =>
      createTheme({
        palette: {
          mode: dark ? 'dark' : 'light',
          contrastThreshold: 4.5,
          primary: { main: colors[primary][shade] },
          secondary: { main: colors[secondary][dark ? 200 : 700] },
        },
      }),
    [primary, shade, secondary, dark],
  );
  const { main, contrastText } = theme.palette.primary;
  const ratio = getContrastRatio(main, contrastText);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField select size="small" label="Primary hue" value={primary} onChange={(e) => setPrimary(e.target.value as HueName)} sx={{ minWidth: 150 }}>
          {hueNames.map((name) => <MenuItem key={name} value={name}>{name}</MenuItem>)}
        </TextField>
        <TextField select size="small" label="Shade" value={shade} onChange={(e) => setShade(e.target.value as Shade)} sx={{ minWidth: 100 }}>
          {shades.map((key) => <MenuItem key={key} value={key}>{key}</MenuItem>)}
        </TextField>
        <TextField select size="small" label="Secondary hue" value={secondary} onChange={(e) => setSecondary(e.target.value as HueName)} sx={{ minWidth: 150 }}>
          {hueNames.map((name) => <MenuItem key={name} value={name}>{name}</MenuItem>)}
        </TextField>
        <FormControlLabel control={<Switch checked={dark} onChange={(e) => setDark(e.target.checked)} />} label="Dark preview" />
      </Stack>
      <ThemeProvider theme={theme}>
        <Paper variant="outlined" sx={{ p: 2, bgcolor: 'background.default', color: 'text.primary' }}>
          <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 2, py: 1.5, borderRadius: 1, mb: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>Acme dashboard</Typography>
          </Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
            <Button variant="contained">Save</Button>
            <Button variant="outlined">Preview</Button>
            <Button variant="contained" color="secondary">Publish</Button>
            <Chip label="Draft" color="secondary" variant="outlined" />
          </Stack>
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            main {main} · light {theme.palette.primary.light} · dark {theme.palette.primary.dark}
          </Typography>
          <Typography variant="body2" sx={{ color: ratio >= 4.5 ? 'text.secondary' : 'error.main' }}>
            Text on primary: {contrastText} at {ratio.toFixed(2)}:1 {ratio >= 4.5 ? '(passes AA)' : '(below AA 4.5:1)'}
          </Typography>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
