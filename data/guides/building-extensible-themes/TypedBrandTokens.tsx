import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, type ThemeOptions } from '@mui/material/styles';

// Declared once, in the brand package; every app that imports it gets the types.
declare module '@mui/material/styles' {
  interface Theme {
    harbor: {
      radius: { card: number; badge: number };
      status: { onTime: string; delayed: string };
    };
  }
  interface ThemeOptions {
    harbor?: {
      radius?: { card?: number; badge?: number };
      status?: { onTime?: string; delayed?: string };
    };
  }
}

const harborTokens: ThemeOptions = {
  palette: { primary: { main: '#0f4c5c' } },
  harbor: {
    radius: { card: 16, badge: 4 },
    status: { onTime: '#166534', delayed: '#9a3412' },
  },
  components: {
    // Brand overrides can read the custom tokens too.
    MuiCard: {
      styleOverrides: { root: ({ theme }) => ({ borderRadius: theme.harbor.radius.card }) },
    },
  },
};

const harborTheme = createTheme(harborTokens);

// An app overrides one token and keeps the others: spread each level it changes.
const fleetTheme = createTheme({
  ...harborTokens,
  harbor: { ...harborTokens.harbor, radius: { ...harborTokens.harbor?.radius, card: 4 } },
});

const trips = [
  { van: 'Van 14', route: 'North-2', late: false },
  { van: 'Van 09', route: 'Harbour loop', late: true },
];

function TripCard({ van, route, late }: (typeof trips)[number]) {
  return (
    <Card variant="outlined" sx={{ flex: 1 }}>
      <CardContent>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {van}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {route}
        </Typography>
        <Chip
          label={late ? 'Delayed' : 'On time'}
          variant="outlined"
          size="small"
          sx={(theme) => ({
            borderRadius: `${theme.harbor.radius.badge}px`,
            color: late ? theme.harbor.status.delayed : theme.harbor.status.onTime,
            borderColor: 'currentColor',
          })}
        />
      </CardContent>
    </Card>
  );
}

export default function TypedBrandTokens() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 520 }}>
      {[
        { label: 'Brand tokens (card radius 16)', theme: harborTheme },
        { label: 'Fleet app (card radius 4)', theme: fleetTheme },
      ].map(({ label, theme }) => (
        <ThemeProvider key={label} theme={theme}>
          <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'background.default', color: 'text.primary' }}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {label}
            </Typography>
            <Stack direction="row" spacing={1.5}>
              {trips.map((trip) => (
                <TripCard key={trip.van} {...trip} />
              ))}
            </Stack>
          </Box>
        </ThemeProvider>
      ))}
    </Stack>
  );
}
