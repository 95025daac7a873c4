import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationVariants() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Pagination count={10} aria-label="Text, circular, standard colour" />
      <Pagination count={10} color="primary" aria-label="Text, circular, primary colour" />
      <Pagination count={10} variant="outlined" color="primary" aria-label="Outlined, primary colour" />
      <Pagination count={10} variant="outlined" shape="rounded" aria-label="Outlined, rounded" />
      <Pagination count={10} shape="rounded" color="secondary" aria-label="Text, rounded, secondary colour" />
      <Pagination count={10} disabled aria-label="Disabled" />
    </Stack>
  );
}
