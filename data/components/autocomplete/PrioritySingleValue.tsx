import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import KeyboardDoubleArrowUpIcon from '@mui/icons-material/KeyboardDoubleArrowUp';
import RemoveIcon from '@mui/icons-material/Remove';

const priorities = [
  { label: 'Urgent', icon: <KeyboardDoubleArrowUpIcon color="error" /> },
  { label: 'High', icon: <KeyboardArrowUpIcon color="warning" /> },
  { label: 'Medium', icon: <RemoveIcon color="action" /> },
  { label: 'Low', icon: <KeyboardArrowDownIcon color="info" /> },
];

export default function PrioritySingleValue() {
  return (
    <Autocomplete
      sx={{ width: 260 }}
      options={priorities}
      defaultValue={priorities[1]}
      renderOption={(props, priority) => {
        const { key, ...optionProps } = props;
        return (
          <Box component="li" key={key} {...optionProps} sx={{ gap: 1 }}>
            {priority.icon}
            {priority.label}
          </Box>
        );
      }}
      renderValue={(priority, getItemProps) => {
        // Not a Chip, so onDelete has nowhere to go: leave it out of the spread.
        const { onDelete, ...itemProps } = getItemProps();
        return (
          <Box {...itemProps} sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 0.5 }}>
            {priority.icon}
            <span>{priority.label}</span>
          </Box>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Priority" />}
    />
  );
}
