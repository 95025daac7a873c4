import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const theme = createTheme({
  cssVariables: true,
  colorSchemes: { light: true, dark: true },
  components: {
    MuiLinearProgress: {
      styleOverrides: {
        // Slot names come from the CSS section of the LinearProgress API page.
        root: { height: 10, borderRadius: 5 },
        bar: { borderRadius: 5 },
      },
    },
  },
});

const folders = [
  { name: 'Photos', used: 62, size: '31 GB' },
  { name: 'Documents', used: 24, size: '12 GB' },
  { name: 'Device backups', used: 91, size: '45.5 GB' },
];

export default function StorageMeterOverrides() {
  return (
    <ThemeProvider theme={theme}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
        {folders.map(({ name, used, size }) => (
          <Box key={name}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.75 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {size} of 50 GB
              </Typography>
            </Box>
            {/* No styling props: the height and the rounded bar come from the theme. */}
            <LinearProgress
              variant="determinate"
              value={used}
              color={used > 85 ? 'error' : 'primary'}
              aria-label={`${name} storage used`}
            />
          </Box>
        ))}
      </Stack>
    </ThemeProvider>
  );
}
