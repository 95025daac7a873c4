import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const colors = ['standard', 'primary', 'secondary'] as const;

export default function PaginationColors() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      {colors.map((color) => (
        <Stack key={color} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ width: 80, color: 'text.secondary' }}>
            {color}
          </Typography>
          <Pagination count={9} defaultPage={2} color={color} aria-label={`Catalogue pages, ${color} colour`} />
        </Stack>
      ))}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ width: 80, color: 'text.secondary' }}>
          disabled
        </Typography>
        <Pagination count={9} defaultPage={2} disabled aria-label="Catalogue pages, disabled" />
      </Stack>
    </Stack>
  );
}
