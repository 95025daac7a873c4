import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

type Size = 'small' | 'medium';
type Color = 'primary' | 'secondary' | 'success' | 'error';

// The same two props, with the same values, configure six different components.
export default function SharedVocabulary() {
  const [size, setSize] = React.useState<Size>('medium');
  const [color, setColor] = React.useState<Color>('primary');

  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 560 }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          label="size"
          value={size}
          onChange={(event) => setSize(event.target.value as Size)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="small">small</MenuItem>
          <MenuItem value="medium">medium</MenuItem>
        </TextField>
        <TextField
          select
          label="color"
          value={color}
          onChange={(event) => setColor(event.target.value as Color)}
          sx={{ minWidth: 140 }}
        >
          {(['primary', 'secondary', 'success', 'error'] as const).map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" size={size} color={color}>
            Save
          </Button>
          <Chip label="Draft" size={size} color={color} />
          <FormControlLabel control={<Checkbox size={size} color={color} defaultChecked />} label="Notify me" />
          <FormControlLabel control={<Switch size={size} color={color} defaultChecked />} label="Public" />
        </Stack>
        <TextField label="Project name" size={size} color={color} focused />
        <Slider aria-label="Volume" size={size} color={color} defaultValue={40} sx={{ maxWidth: 240 }} />
      </Stack>
    </Paper>
  );
}
