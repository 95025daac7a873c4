import Box from '@mui/material/Box';

// An activity feed whose parts arrive as separate block elements (one div each).
const events = [
  { id: 1, who: 'Dana Ruiz', action: 'moved', what: 'Fix login redirect', where: 'to Done' },
  { id: 2, who: 'Omar Haddad', action: 'commented on', what: 'Dark mode icons', where: 'in Design' },
];

export default function ActivitySentence() {
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1, maxWidth: 460 }}>
      {events.map((event) => (
        <Box
          component="li"
          key={event.id}
          // Every child div becomes inline, so the four parts read and wrap as one sentence.
          sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', color: 'text.primary', typography: 'body2', '& > div': { display: 'inline' } }}
        >
          <Box sx={{ fontWeight: 'bold' }}>{event.who}</Box> <Box sx={{ color: 'text.secondary' }}>{event.action}</Box>{' '}
          <Box sx={{ color: 'primary.main', fontWeight: 'medium' }}>{event.what}</Box>{' '}
          <Box sx={{ color: 'text.secondary' }}>{event.where}</Box>
        </Box>
      ))}
    </Box>
  );
}
