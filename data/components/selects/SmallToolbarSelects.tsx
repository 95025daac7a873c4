import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SmallToolbarSelects() {
  const statusId = React.useId();
  const rowsId = React.useId();
  const [status, setStatus] = React.useState('open');
  const [rows, setRows] = React.useState(25);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mr: 1 }}>
        Issues
      </Typography>
      <FormControl size="small" sx={{ minWidth: 140 }}>
        <InputLabel id={statusId}>Status</InputLabel>
        <Select
          labelId={statusId}
          label="Status"
          value={status}
          onChange={(event: SelectChangeEvent) => setStatus(event.target.value)}
        >
          <MenuItem value="open">Open</MenuItem>
          <MenuItem value="in-review">In review</MenuItem>
          <MenuItem value="closed">Closed</MenuItem>
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 120 }}>
        <InputLabel id={rowsId}>Rows</InputLabel>
        <Select
          labelId={rowsId}
          label="Rows"
          value={rows}
          onChange={(event: SelectChangeEvent<number>) => setRows(Number(event.target.value))}
        >
          {[10, 25, 50, 100].map((count) => (
            <MenuItem key={count} value={count} dense>
              {count}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}
