import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PlanCardDivider() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 360 }}>
      <Box sx={{ p: 2 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography component="h3" variant="h6">
            Team plan
          </Typography>
          <Typography variant="h6" component="p">
            $24
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Per seat and month, billed yearly. Includes shared workspaces and audit logs.
        </Typography>
      </Box>
      <Divider variant="middle" />
      <Box sx={{ p: 2 }}>
        <Typography variant="body2" gutterBottom>
          Add-ons
        </Typography>
        <Stack direction="row" spacing={1}>
          <Chip label="SSO" size="small" color="primary" />
          <Chip label="Priority support" size="small" />
          <Chip label="Data residency" size="small" />
        </Stack>
      </Box>
    </Card>
  );
}
