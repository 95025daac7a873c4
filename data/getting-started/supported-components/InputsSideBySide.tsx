import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

export default function InputsSideBySide() {
  const [frequency, setFrequency] = React.useState('weekly');
  const [view, setView] = React.useState<string>('list');

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, maxWidth: 640 }}>
      {/* Material Design "text field", outlined style */}
      <TextField label="Project name" defaultValue="Aurora" size="small" />
      {/* Material Design "menu" used as a dropdown: the Select component */}
      <FormControl size="small">
        <InputLabel id="frequency-label">Report frequency</InputLabel>
        <Select
          labelId="frequency-label"
          label="Report frequency"
          value={frequency}
          onChange={(event) => setFrequency(event.target.value)}
        >
          <MenuItem value="daily">Daily</MenuItem>
          <MenuItem value="weekly">Weekly</MenuItem>
          <MenuItem value="monthly">Monthly</MenuItem>
        </Select>
      </FormControl>
      {/* Material Design "segmented button": ToggleButtonGroup with exclusive selection */}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(event, next: string | null) => next && setView(next)}
        aria-label="Layout"
      >
        <ToggleButton value="list">List</ToggleButton>
        <ToggleButton value="board">Board</ToggleButton>
        <ToggleButton value="calendar">Calendar</ToggleButton>
      </ToggleButtonGroup>
      <FormControlLabel control={<Switch defaultChecked />} label="Email me a summary" />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Typography id="budget-label" variant="body2" gutterBottom>
          Budget range (k€)
        </Typography>
        <Slider
          aria-labelledby="budget-label"
          defaultValue={[20, 60]}
          valueLabelDisplay="auto"
          marks
          step={10}
          min={0}
          max={100}
        />
      </Box>
    </Box>
  );
}
