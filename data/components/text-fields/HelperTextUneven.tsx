import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function HelperTextUneven() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <TextField label="Postcode" defaultValue="10115" helperText="Used to estimate delivery" />
      <TextField label="City" defaultValue="Berlin" />
    </Box>
  );
}
