import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

// The API sent the first four attendees and the full count, not all 86 records.
const event = {
  title: 'Community pottery evening',
  date: 'Thursday 12 June, 18:30',
  attendeeCount: 86,
  firstAttendees: [
    { id: 'u1', name: 'Ines Duarte', initials: 'ID', color: 'primary.main' },
    { id: 'u2', name: 'Marek Horvat', initials: 'MH', color: 'success.main' },
    { id: 'u3', name: 'Leila Haddad', initials: 'LH', color: 'secondary.main' },
    { id: 'u4', name: 'Sam Okoye', initials: 'SO', color: 'error.main' },
  ],
};

export default function EventAttendees() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 340 }}>
      <CardContent>
        <Typography variant="subtitle1" component="p">
          {event.title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {event.date} · {event.attendeeCount} going
        </Typography>
        <AvatarGroup
          max={5}
          total={event.attendeeCount}
          sx={{ justifyContent: 'flex-end' }}
          slotProps={{ surplus: { sx: { bgcolor: 'primary.dark', fontSize: '0.875rem' } } }}
        >
          {event.firstAttendees.map((person) => (
            <Avatar
              key={person.id}
              role="img"
              aria-label={person.name}
              title={person.name}
              sx={{ bgcolor: person.color }}
            >
              {person.initials}
            </Avatar>
          ))}
        </AvatarGroup>
      </CardContent>
    </Card>
  );
}
