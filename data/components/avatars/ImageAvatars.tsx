import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// Small illustrated portraits as data URIs, so the demo needs no network.
function portrait(background: string, skin: string, hair: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80">
    <rect width="80" height="80" fill="${background}"/>
    <circle cx="40" cy="34" r="16" fill="${skin}"/>
    <path d="M24 30a16 16 0 0 1 32 0c-6-6-26-6-32 0z" fill="${hair}"/>
    <path d="M12 80c2-18 14-26 28-26s26 8 28 26z" fill="${hair}"/>
  </svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const people = [
  { name: 'Amara Okafor', role: 'Design lead', src: portrait('#90caf9', '#8d5524', '#1a1a1a') },
  { name: 'Lukas Weber', role: 'Backend engineer', src: portrait('#a5d6a7', '#f1c27d', '#6d4c41') },
  { name: 'Sofia Marin', role: 'Product manager', src: portrait('#ffcc80', '#e0ac69', '#3e2723') },
];

export default function ImageAvatars() {
  return (
    <Stack spacing={2}>
      {people.map((person) => (
        <Stack key={person.name} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar alt={person.name} src={person.src} />
          <div>
            <Typography variant="body1">{person.name}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {person.role}
            </Typography>
          </div>
        </Stack>
      ))}
    </Stack>
  );
}
