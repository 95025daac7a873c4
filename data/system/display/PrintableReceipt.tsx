import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';

export default function PrintableReceipt() {
  return (
    <Box sx={{ maxWidth: 380, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="h6" component="p">
        Receipt #10482
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Paid with Visa ending 4242
      </Typography>
      <Divider sx={{ my: 1.5 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography>Annual plan</Typography>
        <Typography sx={{ fontWeight: 'bold' }}>$120.00</Typography>
      </Box>
      {/* Hidden on screen, shown on paper. */}
      <Typography variant="caption" sx={{ display: 'none', displayPrint: 'block', mt: 2 }}>
        Acme Inc. · 1 Market Street · VAT FR40303265045
      </Typography>
      {/* Shown on screen, left off the printout. */}
      <Button
        startIcon={<PrintIcon />}
        variant="outlined"
        size="small"
        onClick={() => window.print()}
        sx={{ mt: 2, displayPrint: 'none' }}
      >
        Print receipt
      </Button>
    </Box>
  );
}
