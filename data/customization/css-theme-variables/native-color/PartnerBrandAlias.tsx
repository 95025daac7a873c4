import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';

// The host page owns the brand colour; the theme only points at it.
const theme = createTheme({
  cssVariables: {
    nativeColor: true,
    cssVarPrefix: 'booking', // preview only
    rootSelector: '.booking-widget',
  },
  palette: {
    primary: { main: 'var(--partner-brand)' },
  },
});

const partners = {
  harbour: { name: 'Harbour Inn', brand: 'oklch(0.47 0.13 245)' },
  juniper: { name: 'Juniper Lodge', brand: '#2e6b4f' },
  saffron: { name: 'Saffron Suites', brand: '#ffd54f' },
};
type PartnerId = keyof typeof partners;

export default function PartnerBrandAlias() {
  const [partnerId, setPartnerId] = React.useState<PartnerId>('harbour');
  const partner = partners[partnerId];

  return (
    <Box sx={{ width: '100%', maxWidth: 460 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={partnerId}
        onChange={(_event, next: PartnerId | null) => next && setPartnerId(next)}
        aria-label="Partner site"
        sx={{ mb: 1.5 }}
      >
        {Object.entries(partners).map(([id, { name }]) => (
          <ToggleButton key={id} value={id}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ThemeProvider theme={theme}>
        {/* The partner's stylesheet would set this variable; here it is an inline custom property. */}
        <Paper className="booking-widget" variant="outlined" sx={{ p: 2, '--partner-brand': partner.brand }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
            <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
              {partner.name.charAt(0)}
            </Avatar>
            <Box sx={{ flex: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{partner.name}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                2 nights · 14–16 March
              </Typography>
            </Box>
            <Chip label="Best rate" color="primary" size="small" />
          </Box>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            Step 2 of 3: guest details
          </Typography>
          <LinearProgress variant="determinate" value={66} aria-label="Booking progress" sx={{ mb: 1 }} />
          <FormControlLabel control={<Switch defaultChecked />} label="Breakfast included" />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button variant="contained">Continue</Button>
          </Box>
        </Paper>
      </ThemeProvider>
      <Typography variant="caption" component="p" sx={{ mt: 1, color: 'text.secondary' }}>
        --partner-brand: <code>{partner.brand}</code>
      </Typography>
    </Box>
  );
}
