import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HeadphonesIcon from '@mui/icons-material/Headphones';

const listeners = [
  { id: 'a', name: 'Noor Aziz', initials: 'NA', color: 'secondary.main' },
  { id: 'b', name: 'Felix Braun', initials: 'FB', color: 'primary.main' },
  { id: 'c', name: 'Yuki Sato', initials: 'YS', color: 'success.main' },
];
// Reported by the server alongside the three friends above.
const listeningNow = 12_480;

// 9,997 -> "9,997"; 12,477 -> "12.4k"; 1,520,000 -> "1.5M".
function compact(count: number) {
  if (count >= 1_000_000) return `${Math.floor(count / 100_000) / 10}M`;
  if (count >= 10_000) return `${Math.floor(count / 100) / 10}k`;
  return count.toLocaleString('en-US');
}

export default function PlaylistListeners() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar variant="rounded" sx={{ width: 56, height: 56, bgcolor: 'secondary.dark' }}>
        <HeadphonesIcon />
      </Avatar>
      <div>
        <Typography variant="subtitle1" component="p">
          Late-night lo-fi
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <AvatarGroup
            total={listeningNow}
            renderSurplus={(surplus) => (
              <span
                role="img"
                aria-label={`and ${surplus.toLocaleString('en-US')} other listeners`}
              >
                +{compact(surplus)}
              </span>
            )}
            slotProps={{
              surplus: {
                sx: {
                  width: 'auto',
                  px: 1,
                  borderRadius: 5,
                  bgcolor: 'primary.dark',
                  fontSize: '0.875rem',
                },
              },
            }}
          >
            {listeners.map((person) => (
              <Avatar
                key={person.id}
                role="img"
                aria-label={person.name}
                sx={{ bgcolor: person.color }}
              >
                {person.initials}
              </Avatar>
            ))}
          </AvatarGroup>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            listening now
          </Typography>
        </Stack>
      </div>
    </Stack>
  );
}
