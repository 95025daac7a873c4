import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A data URI that is not a valid image fails to load without a network request.
const brokenImage = 'data:image/png;base64,broken';

const cases = [
  { label: 'Children win', avatar: <Avatar src={brokenImage} alt="Nadia Rahman">NR</Avatar> },
  { label: 'First letter of alt', avatar: <Avatar src={brokenImage} alt="Nadia Rahman" /> },
  { label: 'Generic person icon', avatar: <Avatar src={brokenImage} /> },
];

export default function FallbackAvatars() {
  return (
    <Stack direction="row" spacing={4}>
      {cases.map(({ label, avatar }) => (
        <Stack key={label} spacing={1} sx={{ alignItems: 'center' }}>
          {avatar}
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
