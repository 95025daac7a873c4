import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationVariants() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Pagination count={10} defaultPage={4} variant="outlined" aria-label="Invoices, outlined" />
      <Pagination count={10} defaultPage={4} variant="outlined" color="primary" aria-label="Invoices, outlined primary" />
      <Pagination count={10} defaultPage={4} variant="outlined" color="secondary" aria-label="Invoices, outlined secondary" />
      <Pagination count={10} defaultPage={4} variant="outlined" disabled aria-label="Invoices, outlined disabled" />
    </Stack>
  );
}
