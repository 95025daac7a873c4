import InputAdornment from '@mui/material/InputAdornment';
import { useFormControl } from '@mui/material/FormControl';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

// Shows its unit only once the label has moved up (the field is focused or has a value),
// so the unit never sits next to the resting label.
function ShrinkAwareUnit({ unit }: { unit: string }) {
  const formControl = useFormControl();
  const visible = Boolean(formControl?.focused || formControl?.filled);
  return (
    <InputAdornment
      position="end"
      disablePointerEvents
      sx={{ visibility: visible ? 'visible' : 'hidden' }}
    >
      {unit}
    </InputAdornment>
  );
}

export default function UnitSuffixOnShrink() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        label="Estimate"
        slotProps={{
          input: { endAdornment: <ShrinkAwareUnit unit="hours" /> },
          htmlInput: { inputMode: 'decimal' },
        }}
      />
      <TextField
        label="Story points"
        defaultValue="5"
        slotProps={{
          input: { endAdornment: <ShrinkAwareUnit unit="pts" /> },
          htmlInput: { inputMode: 'numeric' },
        }}
      />
      <TextField
        label="Review by"
        variant="standard"
        slotProps={{ input: { endAdornment: <ShrinkAwareUnit unit="days" /> } }}
      />
    </Stack>
  );
}
