import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import SpeedDial, { SpeedDialProps } from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import ImageIcon from '@mui/icons-material/Image';
import AttachFileIcon from '@mui/icons-material/AttachFile';

const actions = [
  { icon: <PhotoCameraIcon />, name: 'Take photo' },
  { icon: <ImageIcon />, name: 'Choose image' },
  { icon: <AttachFileIcon />, name: 'Attach file' },
];

export default function SpeedDialDirections() {
  const [direction, setDirection] = React.useState<SpeedDialProps['direction']>('up');
  const [hidden, setHidden] = React.useState(false);
  const labelId = React.useId();

  // Place the dial in the corner opposite to the direction it opens in.
  const position = {
    up: { bottom: 16, right: 16 },
    down: { top: 16, left: 16 },
    left: { bottom: 16, right: 16 },
    right: { top: 16, left: 16 },
  }[direction ?? 'up'];

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormLabel id={labelId}>Direction</FormLabel>
        <RadioGroup row aria-labelledby={labelId} value={direction} onChange={(event) => setDirection(event.target.value as SpeedDialProps['direction'])}>
          {['up', 'right', 'down', 'left'].map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={value} />
          ))}
        </RadioGroup>
        <FormControlLabel control={<Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />} label="Hidden" />
      </Stack>
      <Box sx={{ position: 'relative', height: 260, bgcolor: 'action.hover', borderRadius: 1 }}>
        <SpeedDial ariaLabel="Add attachment" hidden={hidden} direction={direction} icon={<SpeedDialIcon />} sx={{ position: 'absolute', ...position }}>
          {actions.map((action) => (
            <SpeedDialAction key={action.name} icon={action.icon} slotProps={{ tooltip: { title: action.name } }} />
          ))}
        </SpeedDial>
      </Box>
    </Stack>
  );
}
