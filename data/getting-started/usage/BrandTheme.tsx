import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';

// Created once, at module level, so every render reuses the same theme object.
const brandTheme = createTheme({
  palette: {
    primary: { main: '#6a1b9a' },
    secondary: { main: '#00695c' },
  },
  shape: { borderRadius: 12 },
  typography: {
    button: { textTransform: 'none', fontWeight: 600 },
  },
});

function Toolbar() {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
      <Button variant="contained">Publish</Button>
      <Button variant="contained" color="secondary">
        Schedule
      </Button>
      <Chip label="Draft" color="primary" />
    </Stack>
  );
}

export default function BrandTheme() {
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Outer theme (this site)
        </Typography>
        <Toolbar />
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Inside ThemeProvider with brandTheme
        </Typography>
        <ThemeProvider theme={brandTheme}>
          <Toolbar />
        </ThemeProvider>
      </Box>
    </Stack>
  );
}
