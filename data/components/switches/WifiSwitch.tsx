import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import WifiIcon from '@mui/icons-material/Wifi';
import WifiOffIcon from '@mui/icons-material/WifiOff';

export default function WifiSwitch() {
  const labelId = React.useId();
  const [enabled, setEnabled] = React.useState(true);

  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 360 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {enabled ? <WifiIcon color="primary" /> : <WifiOffIcon color="disabled" />}
        <div style={{ flexGrow: 1 }}>
          <Typography id={labelId} sx={{ fontWeight: 500 }}>
            Wi-Fi
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {enabled ? 'Connected to Harbour-Office' : 'Off'}
          </Typography>
        </div>
        <Switch
          edge="end"
          checked={enabled}
          onChange={(event, checked) => setEnabled(checked)}
          slotProps={{ input: { 'aria-labelledby': labelId } }}
        />
      </Stack>
    </Paper>
  );
}
