import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const notes = [
  { title: 'Onboarding', text: 'Shorten the sign-up form to three fields.' },
  {
    title: 'Search',
    text: 'Show recent searches when the field is focused, and let people clear them one by one or all at once.',
  },
  { title: 'Billing', text: 'Send a reminder three days before a card expires.' },
  { title: 'Dark mode', text: 'Follow the system setting by default.' },
  {
    title: 'Exports',
    text: 'Large CSV exports should run in the background and arrive by email with a download link that stays valid for a week.',
  },
  { title: 'Help centre', text: 'Link each error message to its article.' },
  { title: 'Mobile', text: 'Make the bottom bar hide while scrolling down a long list.' },
];

export default function IdeaBoard() {
  return (
    <Masonry
      columns={{ xs: 2, sm: 3 }}
      spacing={2}
      // Layout used for the server render, before the browser measures the items.
      defaultColumns={3}
      defaultSpacing={2}
      defaultHeight={420}
    >
      {notes.map((note) => (
        <Paper key={note.title} variant="outlined" sx={{ p: 2 }}>
          <Typography component="p" variant="subtitle2" gutterBottom>
            {note.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {note.text}
          </Typography>
        </Paper>
      ))}
    </Masonry>
  );
}
