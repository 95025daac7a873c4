import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function HelperTextEven() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <TextField label="Postcode" defaultValue="10115" helperText="Used to estimate delivery" />
      {/* A single space reserves the helper line without showing anything. */}
      <TextField label="City" defaultValue="Berlin" helperText=" " />
    </Box>
  );
}
