import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function VariantsShowcase() {
  return (
    <Box component="form" noValidate autoComplete="off" sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Project name" defaultValue="Apollo" variant="outlined" />
        <TextField label="Project name" defaultValue="Apollo" variant="filled" />
        <TextField label="Project name" defaultValue="Apollo" variant="standard" />
      </Stack>
    </Box>
  );
}
