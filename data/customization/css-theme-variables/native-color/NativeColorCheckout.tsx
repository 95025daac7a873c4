import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';

const theme = createTheme({
  cssVariables: {
    nativeColor: true,
    // For this preview only: its own prefix and root keep its variables off the page's :root.
    cssVarPrefix: 'nursery',
    rootSelector: '.nursery-preview',
  },
  palette: {
    primary: { main: '#2e6b4f' },
  },
});

const tokens = ['main', 'light', 'dark', 'contrastText'] as const;

function PrimaryTokens() {
  // The palette holds CSS expressions: the browser works out the colours.
  const { palette } = useTheme();
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5 }}>
      {tokens.map((token) => (
        <Box key={token} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="caption" sx={{ fontWeight: 600 }}>
            {token}
          </Typography>
          <Typography
            component="dd"
            variant="caption"
            sx={{ m: 0, fontFamily: 'monospace', color: 'text.secondary', wordBreak: 'break-all' }}
          >
            {palette.primary[token]}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export default function NativeColorCheckout() {
  return (
    <ThemeProvider theme={theme}>
      <Card className="nursery-preview" variant="outlined" sx={{ width: '100%', maxWidth: 520 }}>
        <CardContent>
          <Typography component="p" variant="h6" sx={{ mb: 1 }}>
            Your order: 3 plants
          </Typography>
          <Alert severity="success" sx={{ mb: 2 }}>
            Delivery is free for orders above €40.
          </Alert>
          <PrimaryTokens />
        </CardContent>
        <CardActions sx={{ justifyContent: 'flex-end' }}>
          <Button variant="outlined">Save for later</Button>
          <Button variant="contained">Place order</Button>
        </CardActions>
      </Card>
    </ThemeProvider>
  );
}
