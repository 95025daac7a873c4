import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FactCheckIcon from '@mui/icons-material/FactCheck';

const pending = 0;

export default function ApprovalQueueBadges() {
  return (
    <Stack direction="row" spacing={6}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton aria-label="Approvals, none pending">
          <Badge badgeContent={pending} color="primary">
            <FactCheckIcon />
          </Badge>
        </IconButton>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Default: hidden at 0
        </Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton aria-label="Approvals, none pending">
          <Badge badgeContent={pending} color="primary" showZero>
            <FactCheckIcon />
          </Badge>
        </IconButton>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          showZero: 0 is shown
        </Typography>
      </Stack>
    </Stack>
  );
}
