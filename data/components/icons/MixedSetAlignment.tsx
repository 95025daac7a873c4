import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import SvgIcon, { SvgIconProps } from '@mui/material/SvgIcon';
import EventIcon from '@mui/icons-material/Event';
import NotificationsIcon from '@mui/icons-material/Notifications';

// Icons from another set fill their whole grid, edge to edge.
const bell = 'M224 0c18 0 32 14 32 32v20c73 15 128 79 128 156v40c0 46 17 90 48 124l16 18H0l16-18c31-34 48-78 48-124v-40c0-77 55-141 128-156V32c0-18 14-32 32-32zm0 512c-35 0-64-29-64-64h128c0 35-29 64-64 64z';
const calendar = 'M96 0h64v48h128V0h64v48h64c18 0 32 14 32 32v400c0 18-14 32-32 32H32c-18 0-32-14-32-32V80c0-18 14-32 32-32h64zM48 176v288h352V176z';

function SetIcon({ d, width, ...props }: SvgIconProps & { d: string; width: number }) {
  return (
    <SvgIcon viewBox={`0 0 ${width} 512`} {...props}>
      <path d={d} fillRule="evenodd" />
    </SvgIcon>
  );
}

// The box of every icon is outlined, so the difference in optical size shows.
const boxed = { outline: '1px dashed', outlineColor: 'divider' };

export default function MixedSetAlignment() {
  const [padded, setPadded] = React.useState(true);
  // 18 px of drawing + 3 px of padding on each side = the 24 px of a Material icon.
  const setSx = padded ? { ...boxed, boxSizing: 'content-box', p: '3px', fontSize: '1.125rem' } : boxed;

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <FormControlLabel
        control={<Switch checked={padded} onChange={(event) => setPadded(event.target.checked)} />}
        label="Pad the other set"
      />
      <Paper variant="outlined" sx={{ display: 'flex', gap: 2, p: 1.5 }}>
        <NotificationsIcon sx={boxed} />
        <EventIcon sx={boxed} />
        <SetIcon d={bell} width={448} sx={setSx} />
        <SetIcon d={calendar} width={448} sx={setSx} />
      </Paper>
    </Stack>
  );
}
