import Avatar from '@mui/material/Avatar';
import Badge, { BadgeOrigin } from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

const corners: BadgeOrigin[] = [
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'right' },
];

const square = <Box sx={{ width: 40, height: 40, bgcolor: 'action.selected', borderRadius: 1 }} />;

export default function BadgePlacement() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={4}>
        {corners.map((anchorOrigin) => (
          <Badge
            key={`${anchorOrigin.vertical}-${anchorOrigin.horizontal}`}
            color="secondary"
            badgeContent={3}
            anchorOrigin={anchorOrigin}
          >
            {square}
          </Badge>
        ))}
      </Stack>
      <Stack direction="row" spacing={4}>
        <Badge color="error" variant="dot" overlap="rectangular">
          <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>RE</Avatar>
        </Badge>
        <Badge color="error" variant="dot" overlap="circular">
          <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>CI</Avatar>
        </Badge>
      </Stack>
    </Stack>
  );
}
