import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationSizes() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Pagination count={8} size="small" aria-label="Small pagination" />
      <Pagination count={8} aria-label="Medium pagination" />
      <Pagination count={8} size="large" aria-label="Large pagination" />
    </Stack>
  );
}
