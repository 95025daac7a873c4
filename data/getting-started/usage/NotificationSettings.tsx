import * as React from 'react';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';

const channels = [
  { id: 'email', label: 'Email', detail: 'Daily digest at 8:00', icon: <EmailOutlined /> },
  { id: 'sms', label: 'Text messages', detail: 'Only for sign-ins from a new device', icon: <SmsOutlined /> },
  { id: 'push', label: 'Push notifications', detail: 'Mentions and direct messages', icon: <NotificationsActiveOutlined /> },
];

export default function NotificationSettings() {
  const [enabled, setEnabled] = React.useState<string[]>(['email', 'push']);

  const toggle = (id: string) => {
    setEnabled((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );
  };

  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 420 }}>
      <CardHeader
        title="Notifications"
        subheader={`${enabled.length} of ${channels.length} channels on`}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <Divider />
      <List>
        {channels.map((channel) => (
          <ListItem
            key={channel.id}
            secondaryAction={
              <Switch
                edge="end"
                checked={enabled.includes(channel.id)}
                onChange={() => toggle(channel.id)}
                slotProps={{ input: { 'aria-labelledby': `channel-${channel.id}` } }}
              />
            }
          >
            <ListItemIcon>{channel.icon}</ListItemIcon>
            <ListItemText id={`channel-${channel.id}`} primary={channel.label} secondary={channel.detail} />
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
