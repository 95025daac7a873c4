import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';

const colors = ['primary', 'secondary', 'success', 'warning', 'error', 'default'] as const;

export default function CheckboxSizesColors() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Checkbox size="small" defaultChecked slotProps={{ input: { 'aria-label': 'Small checkbox' } }} />
        <Checkbox defaultChecked slotProps={{ input: { 'aria-label': 'Medium checkbox' } }} />
        <Checkbox size="large" defaultChecked slotProps={{ input: { 'aria-label': 'Large checkbox' } }} />
        <Checkbox
          defaultChecked
          sx={{ '& .MuiSvgIcon-root': { fontSize: 40 } }}
          slotProps={{ input: { 'aria-label': 'Checkbox with a 40px icon' } }}
        />
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Checkbox
            key={color}
            color={color}
            defaultChecked
            slotProps={{ input: { 'aria-label': `${color} checkbox` } }}
          />
        ))}
      </Stack>
    </Stack>
  );
}
