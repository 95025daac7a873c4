import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function StatesAndSizes() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Workspace" defaultValue="acme-design" required />
        <TextField label="Plan" defaultValue="Team (12 seats)" disabled />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Account ID"
          defaultValue="ACME-00917"
          slotProps={{ input: { readOnly: true } }}
          helperText="Read only: quote it to support"
        />
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          helperText="Needed to change the owner"
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Search members" type="search" size="small" />
        <TextField label="Invoice email" type="email" placeholder="billing@acme.com" size="small" />
      </Stack>
      <TextField label="Company address" color="secondary" focused fullWidth />
    </Stack>
  );
}
