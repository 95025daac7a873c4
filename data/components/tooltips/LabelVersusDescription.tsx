import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import NotificationsIcon from '@mui/icons-material/Notifications';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import StarBorderIcon from '@mui/icons-material/StarBorder';

export default function LabelVersusDescription() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {/* No visible text: the tooltip is the button's name ("Star project"). */}
      <Tooltip title="Star project">
        <IconButton>
          <StarBorderIcon />
        </IconButton>
      </Tooltip>
      {/* Visible text is the name; the tooltip adds a description. */}
      <Tooltip title="Builds the main branch and ships it to production" describeChild>
        <Button variant="contained" startIcon={<RocketLaunchIcon />}>
          Deploy
        </Button>
      </Tooltip>
      {/* An explicit aria-label is the name; the tooltip adds a description. */}
      <Tooltip title="3 unread mentions" describeChild>
        <IconButton aria-label="Notifications">
          <Badge badgeContent={3} color="primary">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
