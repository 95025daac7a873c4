import Box from '@mui/material/Box';
import CircularProgress, { CircularProgressProps } from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const services: { name: string; color: CircularProgressProps['color'] }[] = [
  { name: 'Mail', color: 'primary' },
  { name: 'Calendar', color: 'secondary' },
  { name: 'Photos', color: 'success' },
  { name: 'Contacts', color: 'warning' },
  { name: 'Old devices', color: 'error' },
];

export default function CircularStatusColors() {
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        {services.map(({ name, color }) => (
          <Box
            key={name}
            sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}
          >
            <CircularProgress color={color} size={32} aria-label={`Syncing ${name}`} />
            <Typography variant="caption">{name}</Typography>
          </Box>
        ))}
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <CircularProgress color="inherit" size={16} aria-label="Saving settings" />
        <Typography variant="body2">Saving settings…</Typography>
      </Box>
    </Stack>
  );
}
