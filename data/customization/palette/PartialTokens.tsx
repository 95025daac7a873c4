import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, getContrastRatio } from '@mui/material/styles';

// Tokens you give are kept; the missing ones are computed by createTheme.
const given = {
  primary: { main: '#5d4037' },
  secondary: { main: '#f8bbd0', light: '#fde4ec', contrastText: '#6a1b3d' },
};

const theme = createTheme({ palette: given });

const tokens = ['light', 'main', 'dark', 'contrastText'] as const;

// Whichever of white and near-black reads better on a swatch.
const readable = (color: string) => (getContrastRatio(color, '#fff') >= getContrastRatio(color, '#1b1b1b') ? '#fff' : '#1b1b1b');

export default function PartialTokens() {
  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ p: 2.5, width: '100%', maxWidth: 560 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
          <Button variant="contained">Book a table for two</Button>
          <Button variant="contained" color="secondary">
            Join the waitlist
          </Button>
        </Stack>
        {(['primary', 'secondary'] as const).map((role) => (
          <Box key={role} sx={{ mb: 1.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
              {role}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 0.5 }}>
              {tokens.map((token) => {
                const value = theme.palette[role][token];
                const isGiven = token in given[role];
                return (
                  <Box key={token} sx={{ bgcolor: value, color: readable(value), borderRadius: 1, p: 1, border: 1, borderColor: 'divider' }}>
                    <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
                      {token}
                    </Typography>
                    <Typography variant="caption" component="p">
                      {isGiven ? 'given' : 'computed'}
                    </Typography>
                  </Box>
                );
              })}
            </Box>
          </Box>
        ))}
      </Paper>
    </ThemeProvider>
  );
}
