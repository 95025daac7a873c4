import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const statuses = [
  { label: 'Draft', color: 'default' },
  { label: 'In review', color: 'info' },
  { label: 'Approved', color: 'success' },
  { label: 'Changes requested', color: 'warning' },
  { label: 'Blocked', color: 'error' },
  { label: 'Featured', color: 'primary' },
  { label: 'Sponsored', color: 'secondary' },
] as const;

export default function ChipVariants() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {statuses.map((status) => (
          <Chip key={status.label} label={status.label} color={status.color} />
        ))}
      </Stack>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {statuses.map((status) => (
          <Chip key={status.label} label={status.label} color={status.color} variant="outlined" />
        ))}
      </Stack>
    </Stack>
  );
}
