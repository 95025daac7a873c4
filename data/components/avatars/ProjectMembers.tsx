import AvatarGroup from '@mui/material/AvatarGroup';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const members = [
  { name: 'Hiroshi Tanaka', initials: 'HT', color: 'primary.main' },
  { name: 'Priya Natarajan', initials: 'PN', color: 'secondary.main' },
  { name: 'Kwame Mensah', initials: 'KM', color: 'success.main' },
  { name: 'Elena van der Berg', initials: 'EB', color: 'info.dark' },
  { name: 'Jonas Lind', initials: 'JL', color: 'primary.dark' },
  { name: 'Amara Okafor', initials: 'AO', color: 'error.main' },
];

const projects = [
  { title: 'Website redesign', caption: 'Default max (5): four avatars and +2', max: undefined },
  { title: 'Billing migration', caption: 'max={3}: two avatars and +4', max: 3 },
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
      {projects.map((project) => (
        <div key={project.title}>
          <Typography variant="subtitle2" component="p">{project.title}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {project.caption}
          </Typography>
          <AvatarGroup max={project.max}>
            {members.map((member) => (
              <Member key={member.name} {...member} />
            ))}
          </AvatarGroup>
        </div>
      ))}
    </Stack>
  );
}
