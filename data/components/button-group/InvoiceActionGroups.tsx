import ButtonGroup from '@mui/material/ButtonGroup';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function InvoiceActionGroups() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Invoice INV-2093 · Harbor Print Co. · $1,240.00
      </Typography>
      <ButtonGroup variant="contained" aria-label="Review invoice">
        <Button>Approve</Button>
        <Button>Request changes</Button>
      </ButtonGroup>
      <ButtonGroup variant="outlined" aria-label="Share invoice">
        <Button>Download PDF</Button>
        <Button>Print</Button>
        <Button>Email</Button>
      </ButtonGroup>
      <ButtonGroup variant="text" aria-label="Manage invoice">
        <Button>Edit</Button>
        <Button>Duplicate</Button>
        <Button>Archive</Button>
      </ButtonGroup>
    </Stack>
  );
}
