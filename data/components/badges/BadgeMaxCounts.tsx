import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ForumIcon from '@mui/icons-material/Forum';

const counts = [8, 120, 1500];
const limits = [
  { max: 9, label: 'max={9}' },
  { max: 99, label: 'default (99)' },
  { max: 999, label: 'max={999}' },
];

export default function BadgeMaxCounts() {
  return (
    <Stack spacing={3}>
      {limits.map(({ max, label }) => (
        <Stack key={max} direction="row" spacing={5} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ width: 96, color: 'text.secondary' }}>
            {label}
          </Typography>
          {counts.map((count) => (
            <Badge key={count} badgeContent={count} max={max} color="secondary">
              <ForumIcon sx={{ color: 'action.active' }} />
            </Badge>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
