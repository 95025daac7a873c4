import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VolumeDown from '@mui/icons-material/VolumeDown';
import VolumeUp from '@mui/icons-material/VolumeUp';

export default function VolumeSettings() {
  const [volume, setVolume] = React.useState(40);
  const [saved, setSaved] = React.useState(40);

  return (
    <Stack spacing={1} sx={{ maxWidth: 320 }}>
      <Typography id="volume-label" variant="subtitle2" component="p">
        Notification volume
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <VolumeDown aria-hidden />
        <Slider
          aria-labelledby="volume-label"
          value={volume}
          // onChange(event, value): the new value comes second, already parsed.
          onChange={(event, value) => setVolume(value)}
          // Fires once, on release: a good place to save.
          onChangeCommitted={(event, value) => setSaved(value)}
        />
        <VolumeUp aria-hidden />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Live value: {volume}, saved value: {saved}
      </Typography>
    </Stack>
  );
}
