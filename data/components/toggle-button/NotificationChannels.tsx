import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';

type Channel = 'email' | 'sms' | 'push';
type Frequency = 'instant' | 'daily' | 'weekly';

export default function NotificationChannels() {
  const [frequency, setFrequency] = React.useState<Frequency>('daily');
  const [channels, setChannels] = React.useState<Channel[]>(['email', 'push']);

  const handleFrequency = (event: React.MouseEvent<HTMLElement>, next: Frequency | null) => {
    // A second click on the active option sends null: keep the current one.
    if (next !== null) {
      setFrequency(next);
    }
  };

  const handleChannels = (event: React.MouseEvent<HTMLElement>, next: Channel[]) => {
    // Refuse to switch off the last remaining channel.
    if (next.length > 0) {
      setChannels(next);
    }
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        <ToggleButtonGroup
          size="small"
          value={frequency}
          exclusive
          onChange={handleFrequency}
          aria-label="Order updates frequency"
        >
          <ToggleButton value="instant">Instant</ToggleButton>
          <ToggleButton value="daily">Daily</ToggleButton>
          <ToggleButton value="weekly">Weekly</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          value={channels}
          onChange={handleChannels}
          aria-label="Order updates channels"
        >
          <ToggleButton value="email" aria-label="Email">
            <EmailOutlinedIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="sms" aria-label="Text message">
            <SmsOutlinedIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="push" aria-label="Push notification">
            <NotificationsActiveIcon fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Order updates: {frequency}, by {channels.join(' and ')}
      </Typography>
    </Stack>
  );
}
