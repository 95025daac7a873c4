import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';

export default function DisplayAndFeedback() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 560 }}>
      {/* No "banner" component: an Alert with actions plays that role. */}
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small">
            Review
          </Button>
        }
      >
        <AlertTitle>Storage almost full</AlertTitle>
        Your workspace uses 9.2 GB of 10 GB.
      </Alert>
      <LinearProgress variant="determinate" value={92} aria-label="Storage used" />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <AvatarGroup max={3}>
          <Avatar alt="Ines Laurent">IL</Avatar>
          <Avatar alt="Kofi Mensah">KM</Avatar>
          <Avatar alt="Sara Novak">SN</Avatar>
          <Avatar alt="Tom Berg">TB</Avatar>
        </AvatarGroup>
        <Chip label="Design" color="primary" />
        <Chip label="Q3 launch" variant="outlined" onDelete={() => {}} />
        <Tooltip title="3 unread notifications">
          <IconButton aria-label="Notifications, 3 unread">
            <Badge badgeContent={3} color="error">
              <NotificationsIcon />
            </Badge>
          </IconButton>
        </Tooltip>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Alert, LinearProgress, AvatarGroup, Chip, Badge and Tooltip, all from @mui/material.
      </Typography>
    </Stack>
  );
}
