import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const examples = [
  { label: 'Defaults: siblingCount 1, boundaryCount 1', props: {} },
  { label: 'siblingCount 0', props: { siblingCount: 0 } },
  { label: 'siblingCount 2', props: { siblingCount: 2 } },
  { label: 'boundaryCount 2', props: { boundaryCount: 2 } },
  { label: 'boundaryCount 0, siblingCount 0', props: { boundaryCount: 0, siblingCount: 0 } },
];

export default function PaginationRanges() {
  return (
    <Stack spacing={2}>
      {examples.map((example) => (
        <div key={example.label}>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
            {example.label}
          </Typography>
          <Pagination count={20} defaultPage={10} aria-label={example.label} {...example.props} />
        </div>
      ))}
    </Stack>
  );
}
