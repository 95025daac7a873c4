import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const rows = [
  { overlap: 'rectangular', variant: 'rounded', label: 'overlap="rectangular" on square avatars' },
  { overlap: 'circular', variant: 'circular', label: 'overlap="circular" on round avatars' },
] as const;

export default function AvatarOverlapBadges() {
  return (
    <Stack spacing={3}>
      {rows.map((row) => (
        <div key={row.overlap}>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
            {row.label}
          </Typography>
          <Stack direction="row" spacing={4}>
            <Badge overlap={row.overlap} variant="dot" color="success">
              <Avatar variant={row.variant} sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                JL
              </Avatar>
            </Badge>
            <Badge overlap={row.overlap} badgeContent={4} color="secondary">
              <Avatar variant={row.variant} sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                AK
              </Avatar>
            </Badge>
          </Stack>
        </div>
      ))}
    </Stack>
  );
}
