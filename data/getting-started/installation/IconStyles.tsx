import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type SvgIcon from '@mui/material/SvgIcon';
import Notifications from '@mui/icons-material/Notifications';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import NotificationsRounded from '@mui/icons-material/NotificationsRounded';
import NotificationsTwoTone from '@mui/icons-material/NotificationsTwoTone';
import NotificationsSharp from '@mui/icons-material/NotificationsSharp';

const styles: { name: string; Icon: typeof SvgIcon }[] = [
  { name: 'Notifications', Icon: Notifications },
  { name: 'NotificationsOutlined', Icon: NotificationsOutlined },
  { name: 'NotificationsRounded', Icon: NotificationsRounded },
  { name: 'NotificationsTwoTone', Icon: NotificationsTwoTone },
  { name: 'NotificationsSharp', Icon: NotificationsSharp },
];

type Size = 'small' | 'medium' | 'large';

export default function IconStyles() {
  const [size, setSize] = React.useState<Size>('large');

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={size}
        onChange={(event, next: Size | null) => next && setSize(next)}
        aria-label="Icon size"
      >
        <ToggleButton value="small">small (20px)</ToggleButton>
        <ToggleButton value="medium">medium (24px)</ToggleButton>
        <ToggleButton value="large">large (35px)</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 2 }}>
        {styles.map(({ name, Icon }) => (
          <Box key={name} sx={{ width: 150, textAlign: 'center' }}>
            <Icon fontSize={size} color="primary" titleAccess={name.replace('Notifications', 'Notifications ')} />
            <Typography variant="caption" component="code" sx={{ display: 'block', fontFamily: 'monospace' }}>
              {name}
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
