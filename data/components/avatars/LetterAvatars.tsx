import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

const tones = ['primary', 'secondary', 'success', 'warning', 'info', 'error'] as const;

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
    <Avatar
      role="img"
      aria-label={name}
      title={name}
      sx={{ bgcolor: `${tone}.main`, color: `${tone}.contrastText` }}
    >
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
