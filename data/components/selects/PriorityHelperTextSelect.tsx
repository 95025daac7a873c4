import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';

const priorities = [
  { value: 'urgent', label: 'Urgent', hint: 'Pages the on-call engineer' },
  { value: 'high', label: 'High', hint: 'Picked up in the current sprint' },
  { value: 'normal', label: 'Normal', hint: 'Triaged at the weekly review' },
  { value: 'low', label: 'Low', hint: 'Goes to the backlog' },
];

export default function PriorityHelperTextSelect() {
  const labelId = React.useId();
  const helperId = React.useId();
  const [priority, setPriority] = React.useState('normal');
  const [assignee, setAssignee] = React.useState('');

  const hint = priorities.find((item) => item.value === priority)?.hint;

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <FormControl sx={{ minWidth: 240 }}>
        <InputLabel id={labelId}>Priority</InputLabel>
        <Select
          labelId={labelId}
          label="Priority"
          value={priority}
          onChange={(event: SelectChangeEvent) => setPriority(event.target.value)}
          aria-describedby={helperId}
        >
          {priorities.map((item) => (
            <MenuItem key={item.value} value={item.value}>
              {item.label}
            </MenuItem>
          ))}
        </Select>
        <FormHelperText id={helperId}>{hint}</FormHelperText>
      </FormControl>
      <FormControl sx={{ minWidth: 240 }}>
        <Select
          displayEmpty
          value={assignee}
          onChange={(event: SelectChangeEvent) => setAssignee(event.target.value)}
          inputProps={{ 'aria-label': 'Assignee' }}
        >
          <MenuItem value="">
            <em>Unassigned</em>
          </MenuItem>
          <MenuItem value="amara">Amara Okafor</MenuItem>
          <MenuItem value="jonas">Jonas Weber</MenuItem>
          <MenuItem value="mei">Mei Tanaka</MenuItem>
        </Select>
        <FormHelperText>No visible label: named with aria-label</FormHelperText>
      </FormControl>
    </Stack>
  );
}
