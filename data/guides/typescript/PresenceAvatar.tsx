import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

type Presence = 'online' | 'away' | 'offline';

interface PresenceDotProps {
  presence: Presence;
}

// The generic argument adds `presence` to the styled component's props.
// shouldForwardProp keeps it off the DOM element (React would warn otherwise).
const PresenceDot = styled('span', {
  shouldForwardProp: (prop) => prop !== 'presence',
})<PresenceDotProps>(({ theme }) => ({
  position: 'absolute',
  right: 0,
  bottom: 0,
  width: 12,
  height: 12,
  borderRadius: '50%',
  border: `2px solid ${theme.palette.background.paper}`,
  variants: [
    { props: { presence: 'online' }, style: { backgroundColor: theme.palette.success.main } },
    { props: { presence: 'away' }, style: { backgroundColor: theme.palette.warning.main } },
    { props: { presence: 'offline' }, style: { backgroundColor: theme.palette.grey[500] } },
  ],
}));

const people: { name: string; initials: string; presence: Presence }[] = [
  { name: 'Amara Okafor', initials: 'AO', presence: 'online' },
  { name: 'Jonas Berg', initials: 'JB', presence: 'away' },
  { name: 'Li Wei', initials: 'LW', presence: 'offline' },
];

export default function PresenceAvatar() {
  return (
    <Stack spacing={1.5}>
      {people.map((person) => (
        <Stack key={person.name} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Stack sx={{ position: 'relative' }}>
            <Avatar>{person.initials}</Avatar>
            <PresenceDot presence={person.presence} />
          </Stack>
          <div>
            <Typography variant="body1">{person.name}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', textTransform: 'capitalize' }}>
              {person.presence}
            </Typography>
          </div>
        </Stack>
      ))}
    </Stack>
  );
}
