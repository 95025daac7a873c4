import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { ThemeProvider, Theme } from '@mui/material/styles';

// Keeps the site's theme and adds a custom Paper variant on top of it.
const withDashedPaper = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiPaper: {
      styleOverrides: {
        root: { borderRadius: 16 },
        outlined: {
          borderStyle: 'dashed',
          borderColor: (outer.vars || outer).palette.primary.main,
        },
      },
    },
  },
});

export default function ThemedPaper() {
  return (
    <ThemeProvider theme={withDashedPaper}>
      <Stack direction="row" spacing={3} sx={{ p: 1 }}>
        <Paper elevation={3} sx={{ width: 140, height: 80, display: 'grid', placeItems: 'center' }}>
          elevation 3
        </Paper>
        <Paper variant="outlined" sx={{ width: 140, height: 80, display: 'grid', placeItems: 'center' }}>
          Drop files here
        </Paper>
      </Stack>
    </ThemeProvider>
  );
}
