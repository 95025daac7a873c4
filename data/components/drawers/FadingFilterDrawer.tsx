import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Drawer from '@mui/material/Drawer';
import Fade from '@mui/material/Fade';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';

const categories = ['Running shoes', 'Trail shoes', 'Jackets', 'Socks'];

export default function FadingFilterDrawer() {
  const [open, setOpen] = React.useState(false);
  const [checked, setChecked] = React.useState<string[]>(['Trail shoes']);

  const toggle = (category: string) =>
    setChecked((prev) => (prev.includes(category) ? prev.filter((c) => c !== category) : [...prev, category]));

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Button variant="outlined" startIcon={<FilterListIcon />} onClick={() => setOpen(true)}>
        Filters ({checked.length})
      </Button>
      <Typography sx={{ color: 'text.secondary' }}>{checked.join(', ') || 'All products'}</Typography>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        // Fade in place instead of sliding from the edge.
        slots={{ transition: Fade }}
        transitionDuration={{ enter: 400, exit: 250 }}
        slotProps={{ paper: { 'aria-label': 'Product filters' } }}
      >
        <Box sx={{ width: 260, p: 2 }}>
          <FormControl component="fieldset" variant="standard">
            <FormLabel component="legend">Category</FormLabel>
            <FormGroup>
              {categories.map((category) => (
                <FormControlLabel
                  key={category}
                  label={category}
                  control={<Checkbox checked={checked.includes(category)} onChange={() => toggle(category)} />}
                />
              ))}
            </FormGroup>
          </FormControl>
          <Button variant="contained" fullWidth sx={{ mt: 2 }} onClick={() => setOpen(false)}>
            Show results
          </Button>
        </Box>
      </Drawer>
    </Box>
  );
}
