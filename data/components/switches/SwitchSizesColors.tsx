import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

const colors = ['primary', 'secondary', 'success', 'warning', 'error', 'default'] as const;

export default function SwitchSizesColors() {
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Switch size="small" defaultChecked slotProps={{ input: { 'aria-label': 'Small switch' } }} />
        <Switch defaultChecked slotProps={{ input: { 'aria-label': 'Medium switch' } }} />
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Switch
            key={color}
            color={color}
            defaultChecked
            slotProps={{ input: { 'aria-label': `${color} switch` } }}
          />
        ))}
      </Stack>
    </Stack>
  );
}
