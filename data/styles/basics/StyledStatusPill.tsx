import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

type Status = 'online' | 'away' | 'offline';

interface PillProps {
  status: Status;
}

const paletteKey = { online: 'success', away: 'warning', offline: 'text' } as const;

// The replacement for makeStyles((theme) => ({ root: (props) => … })) with a `status` prop.
// shouldForwardProp keeps `status` off the DOM element.
const Pill = styled('span', { shouldForwardProp: (prop) => prop !== 'status' })<PillProps>(
  ({ theme, status }) => {
    const palette = (theme.vars || theme).palette;
    const color = status === 'offline' ? palette.text.secondary : palette[paletteKey[status]].main;
    return {
      display: 'inline-flex',
      alignItems: 'center',
      gap: theme.spacing(0.75),
      padding: theme.spacing(0.25, 1.25),
      borderRadius: 999,
      border: `1px solid ${color}`,
      ...theme.typography.body2,
      fontWeight: 600,
      '&::before': {
        content: '""',
        width: 8,
        height: 8,
        borderRadius: '50%',
        backgroundColor: color,
      },
    };
  },
);

export default function StyledStatusPill() {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Pill status="online">Online</Pill>
      <Pill status="away">Away</Pill>
      <Pill status="offline">Offline</Pill>
    </Stack>
  );
}
