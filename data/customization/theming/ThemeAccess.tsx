import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled, useTheme } from '@mui/material/styles';

// 1. styled: the style callback receives the theme.
const StatTile = styled('div')(({ theme }) => ({
  padding: theme.spacing(2),
  borderRadius: (theme.vars || theme).shape.borderRadius,
  border: `1px solid ${(theme.vars || theme).palette.divider}`,
  backgroundColor: (theme.vars || theme).palette.background.paper,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(2.5) },
}));

const stats = [
  { label: 'Orders today', value: '128', role: 'primary' },
  { label: 'Revenue', value: '€9,412', role: 'success' },
  { label: 'Refund requests', value: '3', role: 'warning' },
] as const;

export default function ThemeAccess() {
  // 3. useTheme: the whole object, for values you need in JavaScript.
  const theme = useTheme();
  const readout = [
    ['theme.spacing(2)', theme.spacing(2)],
    ["theme.breakpoints.up('sm')", theme.breakpoints.up('sm')],
    ['(theme.vars || theme).palette.primary.main', (theme.vars || theme).palette.primary.main],
  ];

  return (
    <Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        {stats.map((stat) => (
          <StatTile key={stat.label}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {stat.label}
            </Typography>
            {/* 2. sx: a callback value gets the theme for this one property. */}
            <Typography
              variant="h5"
              component="p"
              sx={{
                fontWeight: 700,
                borderLeft: (t) => `4px solid ${(t.vars || t).palette[stat.role].main}`,
                pl: 1,
                mt: 0.5,
              }}
            >
              {stat.value}
            </Typography>
          </StatTile>
        ))}
      </Box>
      <Box component="dl" sx={{ mt: 2, mb: 0, fontFamily: 'monospace', fontSize: 13 }}>
        {readout.map(([expression, value]) => (
          <Box key={expression} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {expression}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              → {value}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
