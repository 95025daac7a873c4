import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const variants = ['outlined', 'filled', 'standard'] as const;

export default function DensitySizes() {
  return (
    <Stack spacing={3}>
      {(['small', 'medium'] as const).map((size) => (
        <Stack key={size} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {variants.map((variant) => (
            <TextField
              key={variant}
              label={size === 'small' ? 'Unit price' : 'Invoice total'}
              defaultValue={size === 'small' ? '12.40' : '1,240.00'}
              size={size}
              variant={variant}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
