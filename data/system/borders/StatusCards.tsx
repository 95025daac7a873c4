import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const statuses = [
  { title: 'Deployment succeeded', detail: 'main → production, 2 minutes', color: 'success.main' },
  { title: 'Build queued', detail: 'Waiting for a runner', color: 'warning.main' },
  { title: 'Tests failed', detail: '3 of 412 checks failed', color: 'error.main' },
  { title: 'Draft', detail: 'Not published yet', color: 'grey.500' },
];

export default function StatusCards() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 420 }}>
      {statuses.map((status) => (
        <Box
          key={status.title}
          sx={{
            p: 1.5,
            pl: 2,
            border: 1,
            borderColor: 'divider',
            // A thick left edge in the status colour; the other sides stay neutral.
            borderLeft: 4,
            borderLeftColor: status.color,
            borderRadius: 1,
          }}
        >
          <Typography sx={{ fontWeight: 'medium' }}>{status.title}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {status.detail}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
