import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const assignees = [
  { name: 'Ana Lima', initials: 'AL', color: 'primary.main' },
  { name: 'Dev Patel', initials: 'DP', color: 'success.main' },
  { name: 'Greta Olsen', initials: 'GO', color: 'secondary.main' },
  { name: 'Kofi Asante', initials: 'KA', color: 'info.dark' },
];

const tasks = [
  { title: 'Write release notes', spacing: 'medium' as const, prop: 'spacing="medium" (default)' },
  { title: 'Fix checkout rounding bug', spacing: 'small' as const, prop: 'spacing="small"' },
  { title: 'Review onboarding copy', spacing: 2, prop: 'spacing={2}' },
  { title: 'Plan Q3 roadmap', spacing: 0, prop: 'spacing={0}' },
];

export default function TaskAssigneeSpacing() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 440 }}>
      {tasks.map((task) => (
        <Stack
          key={task.title}
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', justifyContent: 'space-between' }}
        >
          <div>
            <Typography variant="body1">{task.title}</Typography>
            <Typography variant="caption" component="code" sx={{ color: 'text.secondary' }}>
              {task.prop}
            </Typography>
          </div>
          <AvatarGroup spacing={task.spacing}>
            {assignees.map((person) => (
              <Avatar
                key={person.name}
                role="img"
                aria-label={person.name}
                title={person.name}
                sx={{ width: 32, height: 32, fontSize: '0.875rem', bgcolor: person.color }}
              >
                {person.initials}
              </Avatar>
            ))}
          </AvatarGroup>
        </Stack>
      ))}
    </Stack>
  );
}
