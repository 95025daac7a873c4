import * as React from 'react';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';

const colors = ['primary', 'secondary', 'success', 'warning', 'error', 'default'] as const;

export default function RadioSizesColors() {
  const id = React.useId();
  const [size, setSize] = React.useState('medium');
  const [color, setColor] = React.useState<string>('primary');

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        {['small', 'medium', 'custom'].map((value) => (
          <Radio
            key={value}
            name={`${id}-size`}
            value={value}
            checked={size === value}
            onChange={(event) => setSize(event.target.value)}
            size={value === 'small' ? 'small' : 'medium'}
            sx={value === 'custom' ? { '& .MuiSvgIcon-root': { fontSize: 36 } } : undefined}
            slotProps={{ input: { 'aria-label': `Size ${value}` } }}
          />
        ))}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        {colors.map((value) => (
          <Radio
            key={value}
            name={`${id}-color`}
            value={value}
            color={value}
            checked={color === value}
            onChange={(event) => setColor(event.target.value)}
            slotProps={{ input: { 'aria-label': `Color ${value}` } }}
          />
        ))}
      </Stack>
    </Stack>
  );
}
