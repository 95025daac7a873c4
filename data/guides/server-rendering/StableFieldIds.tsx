import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function LabelledField({ label, hint }: { label: string; hint: string }) {
  // useId gives the same value on the server and during hydration,
  // unlike a counter or Math.random(), so aria attributes stay connected.
  const id = React.useId();
  return (
    <FormControl>
      <InputLabel htmlFor={`${id}-input`}>{label}</InputLabel>
      <OutlinedInput id={`${id}-input`} label={label} aria-describedby={`${id}-hint`} />
      <FormHelperText id={`${id}-hint`}>{hint}</FormHelperText>
    </FormControl>
  );
}

export default function StableFieldIds() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <LabelledField label="Company name" hint="As it appears on invoices" />
      <LabelledField label="VAT number" hint="Optional for customers outside the EU" />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        TextField does this for you when no id is given.
      </Typography>
    </Stack>
  );
}
