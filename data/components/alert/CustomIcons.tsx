import Stack from '@mui/material/Stack';
import Alert from '@mui/material/Alert';
import CelebrationIcon from '@mui/icons-material/Celebration';
import CheckIcon from '@mui/icons-material/Check';
import ScheduleIcon from '@mui/icons-material/Schedule';

// Applies to every alert of this group that doesn't pass its own `icon`
const iconMapping = {
  success: <CheckIcon fontSize="inherit" />,
  info: <ScheduleIcon fontSize="inherit" />,
};

export default function CustomIcons() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert iconMapping={iconMapping} severity="success">
        Email address verified.
      </Alert>
      <Alert iconMapping={iconMapping} severity="info">
        Your trial ends in 5 days.
      </Alert>
      <Alert icon={<CelebrationIcon fontSize="inherit" />} severity="success">
        You reached 1,000 subscribers!
      </Alert>
      <Alert icon={false} severity="warning">
        This alert has no icon: use it where the text alone is clear.
      </Alert>
    </Stack>
  );
}
