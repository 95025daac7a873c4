import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import EditIcon from '@mui/icons-material/Edit';

const PresenceBadge = styled(Badge)(({ theme }) => ({
  '& .MuiBadge-badge': {
    backgroundColor: (theme.vars ?? theme).palette.success.main,
    boxShadow: `0 0 0 2px ${(theme.vars ?? theme).palette.background.paper}`,
  },
}));

export default function OnlineStatusAvatar() {
  return (
    <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
      <PresenceBadge
        overlap="circular"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        variant="dot"
        aria-label="Mei Chen, online"
        role="img"
      >
        <Avatar sx={{ bgcolor: 'primary.main' }}>MC</Avatar>
      </PresenceBadge>
      <Badge
        overlap="circular"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        badgeContent={
          <Avatar
            sx={{
              width: 24,
              height: 24,
              bgcolor: 'secondary.main',
              border: 2,
              borderColor: 'background.paper',
            }}
          >
            <EditIcon sx={{ fontSize: 14 }} />
          </Avatar>
        }
      >
        <Avatar role="img" aria-label="Omar Haddad" sx={{ width: 56, height: 56, bgcolor: 'info.dark' }}>
          OH
        </Avatar>
      </Badge>
    </Stack>
  );
}
