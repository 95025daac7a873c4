import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';

export default function DeployFailed() {
  return (
    <Alert severity="error" variant="outlined" sx={{ width: '100%' }}>
      <AlertTitle>Deployment failed</AlertTitle>
      The build for <strong>checkout-web</strong> stopped after 3 minutes. Fix these problems and push again:
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        <li>Missing environment variable STRIPE_KEY</li>
        <li>2 type errors in src/cart/summary.tsx</li>
      </Box>
    </Alert>
  );
}
