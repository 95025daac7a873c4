import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';

const lines = [
  { item: 'Design workshop (2 days)', amount: '€2,400.00' },
  { item: 'Prototype testing', amount: '€950.00' },
];

export default function PrintableInvoice() {
  return (
    <Box sx={{ width: '100%', maxWidth: 460, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          Invoice 2025-041
        </Typography>
        {/* Screen only: the button disappears from the printout. */}
        <Button size="small" startIcon={<PrintIcon />} onClick={() => window.print()} sx={{ displayPrint: 'none' }}>
          Print
        </Button>
      </Box>
      {lines.map((line) => (
        <Box key={line.item} sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5 }}>
          <Typography variant="body2">{line.item}</Typography>
          <Typography variant="body2">{line.amount}</Typography>
        </Box>
      ))}
      <Divider sx={{ my: 1 }} />
      <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'right' }}>
        Total €3,350.00
      </Typography>
      {/* Print only: hidden on screen, shown on paper. */}
      <Typography variant="caption" sx={{ display: 'none', displayPrint: 'block', mt: 2 }}>
        Bank transfer to IBAN BE71 0961 2345 6769 within 30 days.
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', displayPrint: 'none', mt: 2 }}>
        Payment details appear on the printed copy.
      </Typography>
    </Box>
  );
}
