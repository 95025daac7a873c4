import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';

const columns = ['Name', 'Email', 'Role', 'Team', 'Last login', 'Status'];

export default function ColumnsCheckmarkSelect() {
  const labelId = React.useId();
  const [visible, setVisible] = React.useState<string[]>(['Name', 'Email', 'Status']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    setVisible(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{ width: { xs: '100%', sm: 300 } }} size="small">
      <InputLabel id={labelId}>Visible columns</InputLabel>
      <Select
        labelId={labelId}
        label="Visible columns"
        multiple
        value={visible}
        onChange={handleChange}
        renderValue={(values) =>
          values.length === columns.length ? 'All columns' : `${values.length} of ${columns.length} columns`
        }
      >
        {columns.map((column) => (
          <MenuItem key={column} value={column}>
            <Checkbox checked={visible.includes(column)} size="small" sx={{ p: 0.5, mr: 1 }} />
            <ListItemText primary={column} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
