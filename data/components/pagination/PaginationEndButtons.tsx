import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PaginationEndButtons() {
  return (
    <Stack spacing={3} sx={{ alignItems: 'center' }}>
      <div>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
          Audit log: jump to the oldest or newest entries
        </Typography>
        <Pagination count={40} defaultPage={12} siblingCount={0} showFirstButton showLastButton aria-label="Audit log pages" />
      </div>
      <div>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
          Onboarding steps: numbers only, no arrows
        </Typography>
        <Pagination count={5} defaultPage={2} hidePrevButton hideNextButton color="primary" aria-label="Onboarding steps" />
      </div>
    </Stack>
  );
}
