import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

// Background and text tokens whose contrast stays above 4.5:1 in light and dark mode.
const tones = [
  { bgcolor: 'primary.main', color: 'primary.contrastText' },
  { bgcolor: 'secondary.main', color: 'secondary.contrastText' },
  { bgcolor: 'success.main', color: 'success.contrastText' },
  { bgcolor: 'info.dark', color: 'info.contrastText' },
  { bgcolor: 'error.dark', color: 'error.contrastText' },
  { bgcolor: 'primary.dark', color: 'primary.contrastText' },
];

// The same name always gets the same colour, on the server and in the browser.
function toneFor(name: string) {
  let hash = 0;
  for (const char of name) {
    hash = (hash * 31 + char.charCodeAt(0)) % 9973;
  }
  return tones[hash % tones.length];
}

function initials(name: string) {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1][0] : '';
  return (first + last).toUpperCase();
}

function NameAvatar({ name }: { name: string }) {
  const tone = toneFor(name);
  return (
    <Avatar role="img" aria-label={name} title={name} sx={tone}>
      {initials(name)}
    </Avatar>
  );
}

export default function LetterAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      {['Hiroshi Tanaka', 'Priya Natarajan', 'Jonas', 'Elena van der Berg', 'Kwame Mensah'].map(
        (name) => (
          <NameAvatar key={name} name={name} />
        ),
      )}
    </Stack>
  );
}
