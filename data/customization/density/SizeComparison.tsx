import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import FilterListIcon from '@mui/icons-material/FilterList';

type Size = 'small' | 'medium';

export default function SizeComparison() {
  const [size, setSize] = React.useState<Size>('small');

  return (
    <Stack spacing={2.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={size}
        onChange={(_event, value: Size | null) => value && setSize(value)}
        aria-label="Component size"
      >
        <ToggleButton value="small">size="small"</ToggleButton>
        <ToggleButton value="medium">size="medium" (default)</ToggleButton>
      </ToggleButtonGroup>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField size={size} label="Search orders" defaultValue="#10482" />
        <IconButton size={size} aria-label="Filter orders">
          <FilterListIcon fontSize={size === 'small' ? 'small' : 'medium'} />
        </IconButton>
        <Button size={size} variant="contained">
          Export
        </Button>
        <Chip size={size} label="Unpaid" color="warning" onDelete={() => {}} />
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControlLabel control={<Checkbox size={size} defaultChecked />} label="Include archived" />
        <FormControlLabel control={<Switch size={size} />} label="Live updates" />
      </Stack>
    </Stack>
  );
}
