import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';

export default function PlanPickerOpenControl() {
  const labelId = React.useId();
  const [open, setOpen] = React.useState(false);
  const [plan, setPlan] = React.useState('monthly');

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <FormControl sx={{ minWidth: 240 }}>
        <InputLabel id={labelId}>Billing cycle</InputLabel>
        <Select
          labelId={labelId}
          label="Billing cycle"
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          value={plan}
          onChange={(event: SelectChangeEvent) => setPlan(event.target.value)}
        >
          <MenuItem value="monthly">Monthly ($12 / month)</MenuItem>
          <MenuItem value="yearly">Yearly ($120 / year)</MenuItem>
          <MenuItem value="lifetime">Lifetime ($299 once)</MenuItem>
        </Select>
      </FormControl>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Change billing cycle
      </Button>
    </Stack>
  );
}
