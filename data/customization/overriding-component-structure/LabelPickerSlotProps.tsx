import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const labels = [
  'bug',
  'regression',
  'performance',
  'accessibility',
  'documentation',
  'good first issue',
  'needs design',
  'blocked',
  'security',
  'dependencies',
];

export default function LabelPickerSlotProps() {
  return (
    <Autocomplete
      multiple
      options={labels}
      defaultValue={['bug', 'regression']}
      sx={{ width: '100%', maxWidth: 360 }}
      slotProps={{
        // Props for the slots inside the component, keyed by slot name.
        chip: { size: 'small', variant: 'outlined', color: 'primary' },
        popper: { placement: 'bottom-start', sx: { minWidth: 280 } },
        paper: { elevation: 8 },
        listbox: { sx: { maxHeight: 200 } },
        clearIndicator: { size: 'small' },
      }}
      renderInput={(params) => <TextField {...params} label="Issue labels" placeholder="Add a label" />}
    />
  );
}
