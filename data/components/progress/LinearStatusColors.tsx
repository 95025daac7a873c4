import Box from '@mui/material/Box';
import LinearProgress, { LinearProgressProps } from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const channels: { name: string; color: LinearProgressProps['color'] }[] = [
  { name: 'Website', color: 'primary' },
  { name: 'Newsletter', color: 'secondary' },
  { name: 'Podcast feed', color: 'success' },
];

export default function LinearStatusColors() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      {channels.map(({ name, color }) => (
        <div key={name}>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            Publishing to {name}
          </Typography>
          <LinearProgress color={color} aria-label={`Publishing to ${name}`} />
        </div>
      ))}
      <Box sx={{ color: 'text.secondary' }}>
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          Archiving last season's episodes
        </Typography>
        <LinearProgress color="inherit" aria-label="Archiving episodes" />
      </Box>
    </Stack>
  );
}
