import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';

// The second argument of createTheme is merged into the finished theme. It is used here so the demo
// type-checks without the module augmentation shown on this page; with it, you can pass
// `poster` and `metric` in the first argument and write <Typography variant="poster">.
const theme = createTheme(
  {},
  {
    typography: {
      poster: {
        fontSize: '3rem',
        fontWeight: 800,
        lineHeight: 1,
        letterSpacing: '-0.03em',
      },
      metric: {
        fontFamily: 'ui-monospace, "SF Mono", Menlo, monospace',
        fontSize: '1.75rem',
        fontWeight: 600,
        fontVariantNumeric: 'tabular-nums',
      },
    },
  },
);

const stats = [
  { label: 'Active users', value: '12,480' },
  { label: 'Conversion', value: '3.9%' },
];

export default function CustomVariants() {
  return (
    <ThemeProvider theme={theme}>
      <Typography component="p" sx={{ typography: 'poster', mb: 2 }}>
        Spring sale
      </Typography>
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        {stats.map((stat) => (
          <div key={stat.label}>
            <Typography component="p" sx={{ typography: 'metric' }}>
              {stat.value}
            </Typography>
            <Typography variant="body2">{stat.label}</Typography>
          </div>
        ))}
      </Box>
    </ThemeProvider>
  );
}
