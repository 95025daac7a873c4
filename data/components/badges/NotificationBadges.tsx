import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import MailIcon from '@mui/icons-material/Mail';
import NotificationsIcon from '@mui/icons-material/Notifications';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

function label(name: string, count: number, noun: string) {
  if (count === 0) {
    return name;
  }
  return `${name}, ${count > 99 ? 'more than 99' : count} ${noun}`;
}

export default function NotificationBadges() {
  const unreadMail = 4;
  const alerts = 128;
  const cartItems = 2;

  return (
    <Stack direction="row" spacing={2}>
      <IconButton aria-label={label('Inbox', unreadMail, 'unread')}>
        <Badge badgeContent={unreadMail} color="primary">
          <MailIcon />
        </Badge>
      </IconButton>
      <IconButton aria-label={label('Notifications', alerts, 'new')}>
        <Badge badgeContent={alerts} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <IconButton aria-label={label('Cart', cartItems, 'items')}>
        <Badge badgeContent={cartItems} color="secondary">
          <ShoppingCartIcon />
        </Badge>
      </IconButton>
    </Stack>
  );
}
