import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import InboxIcon from '@mui/icons-material/Inbox';

const colors = ['primary', 'secondary', 'error', 'warning', 'info', 'success', 'default'] as const;

export default function BadgeColors() {
  return (
    <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap', rowGap: 3 }}>
      {colors.map((color) => (
        <Stack key={color} spacing={1} sx={{ alignItems: 'center' }}>
          <Badge badgeContent={7} color={color}>
            <InboxIcon sx={{ color: 'action.active' }} />
          </Badge>
          <code>{color}</code>
        </Stack>
      ))}
    </Stack>
  );
}
