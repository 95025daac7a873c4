import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function FullWidthAddress() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <TextField
        label="Street address"
        defaultValue="221 Rua Augusta, 3rd floor"
        autoComplete="address-line1"
        fullWidth
      />
      <Stack direction="row" spacing={2}>
        <TextField label="Postcode" defaultValue="1100-048" autoComplete="postal-code" />
        <TextField label="City" defaultValue="Lisbon" autoComplete="address-level2" fullWidth />
      </Stack>
    </Stack>
  );
}
