import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { SelectChangeEvent } from '@mui/material/Select';

const skills = ['React', 'TypeScript', 'GraphQL', 'Node.js', 'Rust', 'Figma', 'SQL', 'Kubernetes'];

export default function SkillsChipSelect() {
  const labelId = React.useId();
  const [selected, setSelected] = React.useState<string[]>(['React', 'TypeScript']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    // Browser autofill may hand back a comma-separated string.
    setSelected(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{ width: { xs: '100%', sm: 400 } }}>
      <InputLabel id={labelId}>Skills</InputLabel>
      <Select
        labelId={labelId}
        multiple
        value={selected}
        onChange={handleChange}
        input={<OutlinedInput label="Skills" />}
        renderValue={(values) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {values.map((value) => (
              <Chip key={value} label={value} size="small" />
            ))}
          </Box>
        )}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 280 } } } }}
      >
        {skills.map((skill) => (
          <MenuItem key={skill} value={skill}>
            {skill}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
