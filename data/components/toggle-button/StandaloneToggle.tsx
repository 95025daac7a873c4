import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';

export default function StandaloneToggle() {
  const [pinned, setPinned] = React.useState(false);
  const [muted, setMuted] = React.useState(true);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography sx={{ flexGrow: 1 }}>#design-reviews</Typography>
      <ToggleButton
        value="pin"
        size="small"
        color="primary"
        selected={pinned}
        onChange={() => setPinned((value) => !value)}
        aria-label="Pin channel"
      >
        {pinned ? <PushPinIcon fontSize="small" /> : <PushPinOutlinedIcon fontSize="small" />}
      </ToggleButton>
      <ToggleButton
        value="mute"
        size="small"
        selected={muted}
        onChange={() => setMuted((value) => !value)}
        sx={{ gap: 1 }}
      >
        <NotificationsOffIcon fontSize="small" />
        Mute
      </ToggleButton>
    </Stack>
  );
}
