import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const sizes = ['S', 'M', 'L', 'XL'];

export default function OutlinedButtonStates() {
  const [picked, setPicked] = React.useState<string[]>(['M']);

  const toggle = (size: string) =>
    setPicked((current) =>
      current.includes(size) ? current.filter((item) => item !== size) : [...current, size],
    );

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <div>
        <Typography component="p" variant="subtitle2">
          Running jackets: size
        </Typography>
        <FormGroup row>
          {sizes.map((size) => (
            <FormControlLabel
              key={size}
              label={size}
              control={<Checkbox checked={picked.includes(size)} onChange={() => toggle(size)} />}
            />
          ))}
        </FormGroup>
      </div>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {/* Nothing to clear when no size is picked. */}
        <Button variant="outlined" disabled={picked.length === 0} onClick={() => setPicked([])}>
          Clear sizes
        </Button>
        <Button variant="outlined" href="#outlined-buttons">
          Size guide
        </Button>
      </Stack>
    </Stack>
  );
}
