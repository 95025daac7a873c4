import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function CheckoutActions({ useFlexGap }: { useFlexGap: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
        {useFlexGap ? 'useFlexGap: margin applies' : 'Default: margin ignored'}
      </Typography>
      <Stack spacing={1} useFlexGap={useFlexGap}>
        <Button variant="contained">Pay now</Button>
        <Button variant="outlined">Save for later</Button>
        {/* Extra space above the destructive action, set with a margin on the child. */}
        <Button color="error" sx={{ mt: 4 }}>
          Empty cart
        </Button>
      </Stack>
    </Paper>
  );
}

export default function ChildMarginLimitation() {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ width: '100%', maxWidth: 520 }}
    >
      <CheckoutActions useFlexGap={false} />
      <CheckoutActions useFlexGap />
    </Stack>
  );
}
