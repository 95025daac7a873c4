import AvatarGroup from '@mui/material/AvatarGroup';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const members = [
  { name: 'Hiroshi Tanaka', initials: 'HT', color: 'primary.main' },
  { name: 'Priya Natarajan', initials: 'PN', color: 'secondary.main' },
  { name: 'Kwame Mensah', initials: 'KM', color: 'success.main' },
  { name: 'Elena van der Berg', initials: 'EB', color: 'info.dark' },
  { name: 'Jonas Lind', initials: 'JL', color: 'info.main' },
  { name: 'Amara Okafor', initials: 'AO', color: 'error.main' },
];

function Member({ name, initials, color }: (typeof members)[number]) {
  return (
    <Avatar role="img" aria-label={name} title={name} sx={{ bgcolor: color }}>
      {initials}
    </Avatar>
  );
}

export default function ProjectMembers() {
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <div>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Default: at most 5 circles, the last one counts the rest
        </Typography>
        <AvatarGroup>
          {members.map((member) => (
            <Member key={member.name} {...member} />
          ))}
        </AvatarGroup>
      </div>
      <div>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {'max={4}, total={42}, spacing="small"'}
        </Typography>
        <AvatarGroup max={4} total={42} spacing="small">
          {members.slice(0, 3).map((member) => (
            <Member key={member.name} {...member} />
          ))}
        </AvatarGroup>
      </div>
      <div>
        <Typography variant="body2" sx={{ mb: 1 }}>
          renderSurplus with a rounded variant
        </Typography>
        <AvatarGroup
          max={4}
          total={1250}
          variant="rounded"
          renderSurplus={(surplus) => (
            <span role="img" aria-label={`${surplus} more members`}>
              +{surplus >= 1000 ? `${Math.floor(surplus / 100) / 10}k` : surplus}
            </span>
          )}
        >
          {members.map((member) => (
            <Member key={member.name} {...member} />
          ))}
        </AvatarGroup>
      </div>
    </Stack>
  );
}
