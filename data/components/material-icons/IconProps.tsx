import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import SyncIcon from '@mui/icons-material/Sync';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';

const folders = [
  { name: 'Invoices 2025', status: 'Synced', Icon: CloudDoneIcon, color: 'success' },
  { name: 'Contracts', status: 'Syncing', Icon: SyncIcon, color: 'info' },
  { name: 'Scans', status: 'Offline', Icon: CloudOffIcon, color: 'disabled' },
  { name: 'Receipts', status: 'Conflict', Icon: WarningAmberIcon, color: 'warning' },
] as const;

export default function IconProps() {
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 420 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-end' }}>
        <CloudDoneIcon fontSize="small" />
        <CloudDoneIcon />
        <CloudDoneIcon fontSize="large" />
        <CloudDoneIcon sx={{ fontSize: 48 }} color="primary" />
      </Stack>
      <Typography variant="body2">
        Everything is backed up <CloudDoneIcon fontSize="inherit" sx={{ verticalAlign: 'middle' }} /> since your last
        change.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {folders.map(({ name, status, Icon, color }) => (
          <Box
            component="li"
            key={name}
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, borderTop: 1, borderColor: 'divider' }}
          >
            {/* The icon alone tells the status: it gets a text alternative. */}
            <Icon color={color} titleAccess={status} />
            <Typography sx={{ flex: 1 }}>{name}</Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
