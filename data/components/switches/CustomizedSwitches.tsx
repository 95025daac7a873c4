import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch, { switchClasses } from '@mui/material/Switch';
import { styled } from '@mui/material/styles';

// A pill-shaped switch with no ripple and a thumb that fills the track.
const PillSwitch = styled(Switch)(({ theme }) => ({
  width: 44,
  height: 24,
  padding: 0,
  [`& .${switchClasses.switchBase}`]: {
    padding: 0,
    margin: 2,
    transitionDuration: '200ms',
    [`&.${switchClasses.checked}`]: {
      transform: 'translateX(20px)',
      color: (theme.vars || theme).palette.success.contrastText,
      [`& + .${switchClasses.track}`]: {
        backgroundColor: (theme.vars || theme).palette.success.main,
        opacity: 1,
      },
    },
    [`&.${switchClasses.disabled} + .${switchClasses.track}`]: { opacity: 0.4 },
    '&.Mui-focusVisible .MuiSwitch-thumb': {
      outline: `3px solid ${(theme.vars || theme).palette.primary.main}`,
      outlineOffset: 1,
    },
  },
  [`& .${switchClasses.thumb}`]: { width: 20, height: 20, boxShadow: 'none' },
  [`& .${switchClasses.track}`]: {
    borderRadius: 12,
    opacity: 1,
    backgroundColor: (theme.vars || theme).palette.grey[500],
  },
}));

export default function CustomizedSwitches() {
  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={<PillSwitch defaultChecked disableRipple />}
        label="Auto-renew subscription"
        sx={{ gap: 1.5, ml: 0 }}
      />
      <FormControlLabel
        control={<PillSwitch disableRipple />}
        label="Pause deliveries in August"
        sx={{ gap: 1.5, ml: 0 }}
      />
      <FormControlLabel
        disabled
        control={<PillSwitch defaultChecked disableRipple />}
        label="Gift wrapping (not available)"
        sx={{ gap: 1.5, ml: 0 }}
      />
    </Stack>
  );
}
