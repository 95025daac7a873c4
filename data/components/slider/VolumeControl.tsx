import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VolumeDown from '@mui/icons-material/VolumeDown';
import VolumeUp from '@mui/icons-material/VolumeUp';

export default function VolumeControl() {
  const [volume, setVolume] = React.useState(35);

  return (
    <Box sx={{ width: { xs: '100%', sm: 300 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <VolumeDown aria-hidden />
        <Slider aria-label="Volume" value={volume} onChange={(event, value) => setVolume(value)} />
        <VolumeUp aria-hidden />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Volume: {volume}%
      </Typography>
      <Slider aria-label="Bass (locked by the administrator)" defaultValue={60} disabled />
    </Box>
  );
}
