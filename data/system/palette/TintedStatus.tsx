import Box from '@mui/material/Box';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import InfoIcon from '@mui/icons-material/Info';
import WarningIcon from '@mui/icons-material/Warning';

const statuses = [
  { color: 'success', label: 'Payment received', Icon: CheckCircleIcon },
  { color: 'info', label: 'Update available', Icon: InfoIcon },
  { color: 'warning', label: 'Card expires soon', Icon: WarningIcon },
  { color: 'error', label: 'Sync failed', Icon: ErrorIcon },
] as const;

export default function TintedStatus() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {statuses.map(({ color, label, Icon }) => (
        <Box
          key={color}
          sx={[
            (theme) => ({
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1,
              px: 1.5,
              py: 0.75,
              borderRadius: 4,
              typography: 'body2',
              fontWeight: 'medium',
              // A 12% tint of the status colour; works with and without CSS variables.
              bgcolor: theme.alpha((theme.vars || theme).palette[color].main, 0.12),
              color: `${color}.dark`,
            }),
            // Dark backgrounds need the lighter shade for contrast.
            (theme) => theme.applyStyles('dark', { color: `${color}.light` }),
          ]}
        >
          <Icon fontSize="small" />
          {label}
        </Box>
      ))}
    </Box>
  );
}
