import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Switch from '@mui/material/Switch';
import EmailIcon from '@mui/icons-material/Email';
import SmsIcon from '@mui/icons-material/Sms';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';

const channels = [
  { id: 'email', label: 'Email', detail: 'Daily summary at 8:00', icon: <EmailIcon /> },
  { id: 'sms', label: 'Text messages', detail: 'Only urgent alerts', icon: <SmsIcon /> },
  { id: 'push', label: 'Push notifications', detail: 'On this device', icon: <NotificationsActiveIcon /> },
];

export default function NotificationSettingsList() {
  const baseId = React.useId();
  const [enabled, setEnabled] = React.useState<string[]>(['email']);

  const toggle = (id: string) =>
    setEnabled((list) => (list.includes(id) ? list.filter((item) => item !== id) : [...list, id]));

  return (
    <List
      sx={{ maxWidth: 400, bgcolor: 'background.paper' }}
      subheader={<ListSubheader>Notify me by</ListSubheader>}
    >
      {channels.map((channel) => {
        const labelId = `${baseId}-${channel.id}`;
        return (
          <ListItem
            key={channel.id}
            secondaryAction={
              <Switch
                edge="end"
                checked={enabled.includes(channel.id)}
                onChange={() => toggle(channel.id)}
                slotProps={{ input: { 'aria-labelledby': labelId } }}
              />
            }
          >
            <ListItemIcon>{channel.icon}</ListItemIcon>
            <ListItemText id={labelId} primary={channel.label} secondary={channel.detail} />
          </ListItem>
        );
      })}
    </List>
  );
}
