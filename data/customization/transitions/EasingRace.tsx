import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { Duration, Easing } from '@mui/material/styles';

const easingNames: (keyof Easing)[] = ['easeInOut', 'easeOut', 'easeIn', 'sharp'];
const durationNames: (keyof Duration)[] = ['shortest', 'short', 'standard', 'complex'];

export default function EasingRace() {
  const theme = useTheme();
  const [moved, setMoved] = React.useState(false);
  const [durationName, setDurationName] = React.useState<keyof Duration>('standard');
  const [slowMotion, setSlowMotion] = React.useState(true);
  const duration = theme.transitions.duration[durationName] * (slowMotion ? 5 : 1);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={durationName}
          onChange={(event, value: keyof Duration | null) => value && setDurationName(value)}
          aria-label="Duration"
        >
          {durationNames.map((name) => (
            <ToggleButton key={name} value={name}>
              {name} ({theme.transitions.duration[name]} ms)
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={slowMotion} onChange={(event) => setSlowMotion(event.target.checked)} />}
          label="Slow motion (×5)"
        />
        <Button variant="contained" onClick={() => setMoved((value) => !value)}>
          {moved ? 'Move back' : 'Move'}
        </Button>
      </Stack>
      {easingNames.map((name) => (
        <div key={name}>
          <Typography variant="body2">
            <code>{name}</code>{' '}
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {theme.transitions.easing[name]}
            </Box>
          </Typography>
          <Box sx={{ mt: 0.5, height: 20, borderRadius: 10, bgcolor: 'action.hover', overflow: 'hidden' }}>
            <Box
              sx={{
                width: '100%',
                transform: moved ? 'translateX(calc(100% - 20px))' : 'none',
                transition: theme.transitions.create('transform', { duration, easing: theme.transitions.easing[name] }),
              }}
            >
              <Box sx={{ width: 20, height: 20, borderRadius: '50%', bgcolor: 'primary.main' }} />
            </Box>
          </Box>
        </div>
      ))}
    </Stack>
  );
}
