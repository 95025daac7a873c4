import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import ScheduleIcon from '@mui/icons-material/Schedule';

const deployments = [
  { name: 'web-frontend', ok: true },
  { name: 'billing-api', ok: false },
];

export default function AccessibleIcons() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      {deployments.map((deployment) => (
        <Box key={deployment.name} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          {/* Meaningful on its own: give it a title, which adds role="img". */}
          {deployment.ok ? (
            <CheckCircleIcon color="success" titleAccess="Deployed" />
          ) : (
            <ErrorIcon color="error" titleAccess="Failed" />
          )}
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="body1">{deployment.name}</Typography>
            {/* Decorative: the text says the same, so the icon stays aria-hidden. */}
            <Typography
              variant="body2"
              sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <ScheduleIcon fontSize="inherit" /> 12 minutes ago
            </Typography>
          </Box>
          {/* Interactive: the button carries the label, not the icon. */}
          <IconButton aria-label={`More actions for ${deployment.name}`}>
            <MoreVertIcon />
          </IconButton>
        </Box>
      ))}
    </Stack>
  );
}
