import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog, { DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Switch from '@mui/material/Switch';

type MaxWidth = Exclude<DialogProps['maxWidth'], undefined>;
const options: { value: string; maxWidth: MaxWidth }[] = [
  { value: 'xs', maxWidth: 'xs' },
  { value: 'sm', maxWidth: 'sm' },
  { value: 'md', maxWidth: 'md' },
  { value: 'lg', maxWidth: 'lg' },
  { value: 'none', maxWidth: false },
];

export default function DialogSizes() {
  const [open, setOpen] = React.useState(false);
  const [size, setSize] = React.useState('sm');
  const [fullWidth, setFullWidth] = React.useState(true);
  const labelId = React.useId();
  const maxWidth = options.find((option) => option.value === size)?.maxWidth ?? 'sm';

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <FormControl size="small" sx={{ minWidth: 140 }}>
        <InputLabel id={labelId}>maxWidth</InputLabel>
        <Select labelId={labelId} label="maxWidth" value={size} onChange={(event) => setSize(event.target.value)}>
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.maxWidth === false ? 'false' : option.value}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControlLabel
        control={<Switch checked={fullWidth} onChange={(event) => setFullWidth(event.target.checked)} />}
        label="fullWidth"
      />
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open preview
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth={maxWidth} fullWidth={fullWidth}>
        <DialogTitle>Weekly report preview</DialogTitle>
        <DialogContent>
          <DialogContentText>
            This dialog uses maxWidth “{size}”{fullWidth ? ' and stretches to that width' : ' and shrinks to its content'}.
            Resize the window to see how it adapts.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
